/**
 * @generated SignedSource<<8ff25988d8cf62d2b83b0fcbb9c5053f>>
 * @relayHash 73bef1c40dc38e2bfbe6631cd3b88f97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4071a57e3b784131057b10bb80e77b87e23d7e73efd227584f70ebc26fe6a52

import { ConcreteRequest } from 'relay-runtime';
export type SavedViewsSaveMutation$variables = {
  name: string;
  query: string;
};
export type SavedViewsSaveMutation$data = {
  readonly saveStaffView: {
    readonly id: string;
    readonly name: string;
    readonly query: string;
  };
};
export type SavedViewsSaveMutation = {
  response: SavedViewsSaveMutation$data;
  variables: SavedViewsSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "StaffSavedView",
    "kind": "LinkedField",
    "name": "saveStaffView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "query",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedViewsSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SavedViewsSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d4071a57e3b784131057b10bb80e77b87e23d7e73efd227584f70ebc26fe6a52",
    "metadata": {},
    "name": "SavedViewsSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6372456b2b76403782cbac2607e3e2a6";

export default node;
