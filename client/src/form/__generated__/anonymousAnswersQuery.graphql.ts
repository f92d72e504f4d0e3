/**
 * @generated SignedSource<<bd7ef268e0e7c61fd58e28c08593a154>>
 * @relayHash ddf29677d45f451186e713baf61bb645
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db66fc3f7cbce8be4d87ec276ff3a50c3646ea34ecaf5372723fd3c935523ffb

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
    "id": "db66fc3f7cbce8be4d87ec276ff3a50c3646ea34ecaf5372723fd3c935523ffb",
    "metadata": {},
    "name": "anonymousAnswersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3455f8267cc2450578c161662cd6e6a1";

export default node;
