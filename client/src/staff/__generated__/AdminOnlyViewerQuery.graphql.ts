/**
 * @generated SignedSource<<c6833a2b41853c55f77689ded3d408c0>>
 * @relayHash 78390140e66d1755d1dc62ed79ca16aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4aed02232d905990eb02a3965c3669a914daa2dbba80d1a6e9f204f1170056f2

import { ConcreteRequest } from 'relay-runtime';
export type StaffRole = "admin" | "reader" | "%future added value";
export type AdminOnlyViewerQuery$variables = Record<PropertyKey, never>;
export type AdminOnlyViewerQuery$data = {
  readonly staffViewer: {
    readonly email: string;
    readonly id: string;
    readonly role: StaffRole;
  };
};
export type AdminOnlyViewerQuery = {
  response: AdminOnlyViewerQuery$data;
  variables: AdminOnlyViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StaffMember",
    "kind": "LinkedField",
    "name": "staffViewer",
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
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
    "name": "AdminOnlyViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminOnlyViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4aed02232d905990eb02a3965c3669a914daa2dbba80d1a6e9f204f1170056f2",
    "metadata": {},
    "name": "AdminOnlyViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "62b525c235abb7595c5c38014d03e3fa";

export default node;
