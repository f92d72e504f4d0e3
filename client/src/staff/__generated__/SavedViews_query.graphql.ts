/**
 * @generated SignedSource<<8fbb26da54ff5e537088401fb18ab822>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedViews_query$data = {
  readonly staffSavedViews: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly query: string;
  }>;
  readonly " $fragmentType": "SavedViews_query";
};
export type SavedViews_query$key = {
  readonly " $data"?: SavedViews_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedViews_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedViews_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffSavedView",
      "kind": "LinkedField",
      "name": "staffSavedViews",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "query",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f436bfb4a213c6af634de48c3a6681ce";

export default node;
