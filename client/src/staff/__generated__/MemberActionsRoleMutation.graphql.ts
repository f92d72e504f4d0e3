/**
 * @generated SignedSource<<d5da612f42fdb1e89f5633bb069f02b9>>
 * @relayHash 2e5bd2b36696f8e4acc719f59211aa81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b91473fc749de2467f91d394108f018c5a92253679aad4bbd5a60d329de44d6b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StaffRole = "admin" | "reader" | "%future added value";
export type MemberActionsRoleMutation$variables = {
  email: string;
  role: StaffRole;
};
export type MemberActionsRoleMutation$data = {
  readonly changeStaffRole: {
    readonly " $fragmentSpreads": FragmentRefs<"PeoplePage_member">;
  };
};
export type MemberActionsRoleMutation = {
  response: MemberActionsRoleMutation$data;
  variables: MemberActionsRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "email",
    "variableName": "email"
  },
  {
    "kind": "Variable",
    "name": "role",
    "variableName": "role"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberActionsRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "changeStaffRole",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PeoplePage_member"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberActionsRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "changeStaffRole",
        "plural": false,
        "selections": [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secondFactor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSignInAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b91473fc749de2467f91d394108f018c5a92253679aad4bbd5a60d329de44d6b",
    "metadata": {},
    "name": "MemberActionsRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "266bcd96d3cddd815b62cb5bc400d199";

export default node;
