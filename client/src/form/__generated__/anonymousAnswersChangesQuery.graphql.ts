/**
 * @generated SignedSource<<e87ac29cb4fe22e196bcb9871750077b>>
 * @relayHash 0512b1fd57f2e6b1b2122ef91723fddc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70ef02d5975c207772addfec204300cf3601d9cabe1f8a1ab83c936868b39f4b

import { ConcreteRequest } from 'relay-runtime';
export type anonymousAnswersChangesQuery$variables = {
  token: string;
};
export type anonymousAnswersChangesQuery$data = {
  readonly restoreLinkChanges: number;
};
export type anonymousAnswersChangesQuery = {
  response: anonymousAnswersChangesQuery$data;
  variables: anonymousAnswersChangesQuery$variables;
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
    "name": "restoreLinkChanges",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "anonymousAnswersChangesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "anonymousAnswersChangesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "70ef02d5975c207772addfec204300cf3601d9cabe1f8a1ab83c936868b39f4b",
    "metadata": {},
    "name": "anonymousAnswersChangesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da99e80255013234ca980389b4cb0968";

export default node;
