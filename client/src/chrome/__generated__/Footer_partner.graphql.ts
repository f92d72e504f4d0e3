/**
 * @generated SignedSource<<249dce581c59c8ceec0a390b771746fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Footer_partner$data = {
  readonly addresses: ReadonlyArray<{
    readonly city: string;
    readonly country: string;
    readonly label: string;
    readonly line1: string;
    readonly line2: string;
    readonly state: string;
    readonly zip: string;
  }>;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"HelpModal_partner">;
  readonly " $fragmentType": "Footer_partner";
};
export type Footer_partner$key = {
  readonly " $data"?: Footer_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_partner",
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
      "concreteType": "PartnerAddress",
      "kind": "LinkedField",
      "name": "addresses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HelpModal_partner"
    }
  ],
  "type": "Partner",
  "abstractKey": null
};

(node as any).hash = "4d7cbac04f9ab4fa6e184023da9539ff";

export default node;
