/**
 * @generated SignedSource<<2185d7c919cf61654e318cc93f6e2319>>
 * @relayHash 8d2204bbd2c7023037d71a22aa10ac76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de25490700c51497cfc56ab3715e5d0c6294605862694d7e2d334a617bd09660

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberActionsResetMutation$variables = {
  email: string;
};
export type MemberActionsResetMutation$data = {
  readonly resetStaffSecondFactor: {
    readonly " $fragmentSpreads": FragmentRefs<"PeoplePage_member">;
  };
};
export type MemberActionsResetMutation = {
  response: MemberActionsResetMutation$data;
  variables: MemberActionsResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "email",
    "variableName": "email"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberActionsResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "resetStaffSecondFactor",
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
    "name": "MemberActionsResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "resetStaffSecondFactor",
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
    "id": "de25490700c51497cfc56ab3715e5d0c6294605862694d7e2d334a617bd09660",
    "metadata": {},
    "name": "MemberActionsResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "96705bb26bb9d7f47710801a61c2ae6f";

export default node;
