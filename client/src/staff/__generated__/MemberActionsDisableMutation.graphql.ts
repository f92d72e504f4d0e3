/**
 * @generated SignedSource<<eabf3e957e846ec5de8c24b01c18ff39>>
 * @relayHash 116b4768a5940396b1c876568ad388fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f265447488fbd6ab5b189e93f1b8a5f7ed103e136147cd1a218dbe980aabbf7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberActionsDisableMutation$variables = {
  email: string;
};
export type MemberActionsDisableMutation$data = {
  readonly disableStaffMember: {
    readonly " $fragmentSpreads": FragmentRefs<"PeoplePage_member">;
  };
};
export type MemberActionsDisableMutation = {
  response: MemberActionsDisableMutation$data;
  variables: MemberActionsDisableMutation$variables;
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
    "name": "MemberActionsDisableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "disableStaffMember",
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
    "name": "MemberActionsDisableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "disableStaffMember",
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
    "id": "0f265447488fbd6ab5b189e93f1b8a5f7ed103e136147cd1a218dbe980aabbf7",
    "metadata": {},
    "name": "MemberActionsDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "71fb1b573d514aab4f4afd5a94b4bf16";

export default node;
