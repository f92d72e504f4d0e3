/**
 * @generated SignedSource<<dd21112fa8dfaf40b8cdcb12953b9582>>
 * @relayHash d090d3d996f3c5e7899c87e9ef2b877d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb9a6cc33264cdce34da224834c17384bee1dcf3abd647f9ffebfafcbdc7f5b2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PeoplePageQuery$variables = Record<PropertyKey, never>;
export type PeoplePageQuery$data = {
  readonly staffMembers: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PeoplePage_member">;
  }>;
};
export type PeoplePageQuery = {
  response: PeoplePageQuery$data;
  variables: PeoplePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PeoplePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "staffMembers",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PeoplePage_member"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PeoplePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "staffMembers",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fb9a6cc33264cdce34da224834c17384bee1dcf3abd647f9ffebfafcbdc7f5b2",
    "metadata": {},
    "name": "PeoplePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "84ba11fd6b605cd00074082f50eb96e7";

export default node;
