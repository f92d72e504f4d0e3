/**
 * @generated SignedSource<<2f3cdd2325616ee445ca66d9636263d5>>
 * @relayHash ff49f5156fd8a153f8101477cf47db8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec7e39fcce1fd84f40370c4681c3c4f39c0594beebf779907cc53123fbef0c60

import { ConcreteRequest } from 'relay-runtime';
export type ActivityPagePeopleQuery$variables = Record<PropertyKey, never>;
export type ActivityPagePeopleQuery$data = {
  readonly staffMembers: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly name: string;
  }>;
};
export type ActivityPagePeopleQuery = {
  response: ActivityPagePeopleQuery$data;
  variables: ActivityPagePeopleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StaffMember",
    "kind": "LinkedField",
    "name": "staffMembers",
    "plural": true,
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityPagePeopleQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActivityPagePeopleQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ec7e39fcce1fd84f40370c4681c3c4f39c0594beebf779907cc53123fbef0c60",
    "metadata": {},
    "name": "ActivityPagePeopleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7b13b1bf144dab5359703e420af02a6f";

export default node;
