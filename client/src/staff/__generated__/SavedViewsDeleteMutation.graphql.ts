/**
 * @generated SignedSource<<80f2769a4f7492727da95df4f8cb7413>>
 * @relayHash 39c3e53c428bec06dace070ded5d8b25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07a418c5b00f9ecf6e37ecfc827d548eb3998ddd1912160ca2a14b74c18f7e17

import { ConcreteRequest } from 'relay-runtime';
export type SavedViewsDeleteMutation$variables = {
  id: string;
};
export type SavedViewsDeleteMutation$data = {
  readonly deleteStaffView: string;
};
export type SavedViewsDeleteMutation = {
  response: SavedViewsDeleteMutation$data;
  variables: SavedViewsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "deleteStaffView",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedViewsDeleteMutation",
    "selections": [
      (v2/*:: as any*/)
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SavedViewsDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteStaffView"
      }
    ]
  },
  "params": {
    "id": "07a418c5b00f9ecf6e37ecfc827d548eb3998ddd1912160ca2a14b74c18f7e17",
    "metadata": {},
    "name": "SavedViewsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "538993e846a5ec3a41b22e9265b9e50a";

export default node;
