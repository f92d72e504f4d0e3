/**
 * @generated SignedSource<<9c37373f6bc3e07502ed8305f867151f>>
 * @relayHash 78558d19081514098b7696951afc89c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20e3059c7ebe4680f65886da392048b4c82baf6244b4a5b7dc31280fd4f8d5db

import { ConcreteRequest } from 'relay-runtime';
export type restoreLinksQuery$variables = {
  token: string;
};
export type restoreLinksQuery$data = {
  readonly restoreLinkAnswers: Record<string, unknown>;
};
export type restoreLinksQuery = {
  response: restoreLinksQuery$data;
  variables: restoreLinksQuery$variables;
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
    "name": "restoreLinkAnswers",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "restoreLinksQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "restoreLinksQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "20e3059c7ebe4680f65886da392048b4c82baf6244b4a5b7dc31280fd4f8d5db",
    "metadata": {},
    "name": "restoreLinksQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7a897506783923f21a70a524175e449";

export default node;
