/**
 * @generated SignedSource<<0b5781949d65b7c4fd7c99f919af08ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationLayout_partner$data = {
  readonly applicationTitle: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_partner">;
  readonly " $fragmentType": "ApplicationLayout_partner";
};
export type ApplicationLayout_partner$key = {
  readonly " $data"?: ApplicationLayout_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationLayout_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationLayout_partner",
  "selections": [
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
      "name": "applicationTitle",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Footer_partner"
    }
  ],
  "type": "Partner",
  "abstractKey": null
};

(node as any).hash = "9454af9e57853e614a37f5c9c982c887";

export default node;
