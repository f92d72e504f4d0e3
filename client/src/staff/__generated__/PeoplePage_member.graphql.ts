/**
 * @generated SignedSource<<329e95e2b61e5299e2354b127375e2eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StaffMemberStatus = "active" | "disabled" | "invited" | "%future added value";
export type StaffRole = "admin" | "reader" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PeoplePage_member$data = {
  readonly email: string;
  readonly lastSignInAt: string | null | undefined;
  readonly name: string;
  readonly role: StaffRole;
  readonly secondFactor: boolean;
  readonly status: StaffMemberStatus;
  readonly " $fragmentType": "PeoplePage_member";
};
export type PeoplePage_member$key = {
  readonly " $data"?: PeoplePage_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"PeoplePage_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PeoplePage_member",
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
    }
  ],
  "type": "StaffMember",
  "abstractKey": null
};

(node as any).hash = "f75306a67add1411494159a8fe563a4f";

export default node;
