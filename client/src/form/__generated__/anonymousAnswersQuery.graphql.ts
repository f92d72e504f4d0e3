/**
 * @generated SignedSource<<dc9c04f2259907b52f83d6030d798536>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type anonymousAnswersQuery$variables = {
  token: string;
};
export type anonymousAnswersQuery$data = {
  readonly anonymousAnswers: Record<string, unknown>;
};
export type anonymousAnswersQuery = {
  response: anonymousAnswersQuery$data;
  variables: anonymousAnswersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "kind": "ScalarField",
    "name": "anonymousAnswers",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "anonymousAnswersQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "anonymousAnswersQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ddf29677d45f451186e713baf61bb645",
    "id": null,
    "metadata": {},
    "name": "anonymousAnswersQuery",
    "operationKind": "query",
    "text": "query anonymousAnswersQuery(\n  $token: String!\n) {\n  anonymousAnswers(token: $token)\n}\n"
  }
};
})();

(node as any).hash = "3455f8267cc2450578c161662cd6e6a1";

export default node;
