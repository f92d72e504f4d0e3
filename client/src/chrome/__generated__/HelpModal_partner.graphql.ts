/**
 * @generated SignedSource<<374acf207758f57e76b16355216b3c41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HelpModal_partner$data = {
  readonly admissionsEmail: string;
  readonly helpEmail: string;
  readonly phone: string;
  readonly readerUrl: string;
  readonly " $fragmentType": "HelpModal_partner";
};
export type HelpModal_partner$key = {
  readonly " $data"?: HelpModal_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpModal_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HelpModal_partner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "helpEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "admissionsEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readerUrl",
      "storageKey": null
    }
  ],
  "type": "Partner",
  "abstractKey": null
};

(node as any).hash = "cdb7ae8ead45a7ff3d690c04a31b725c";

export default node;
