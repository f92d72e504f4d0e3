/**
 * @generated SignedSource<<ba2f5539c6cc5489530cfdb435e47c8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "COMPLETED" | "FAILED" | "IN_PROGRESS" | "NOT_ANSWERED" | "UNPROCESSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type documentAnswers_application$data = {
  readonly documents: ReadonlyArray<{
    readonly answerKey: string;
    readonly fileName: string;
    readonly fileSize: number;
    readonly id: string;
    readonly message: string | null | undefined;
    readonly status: DocumentStatus;
  }>;
  readonly " $fragmentType": "documentAnswers_application";
};
export type documentAnswers_application$key = {
  readonly " $data"?: documentAnswers_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"documentAnswers_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "documentAnswers_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "documents",
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
          "name": "answerKey",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileSize",
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
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "21b6d68b5d85c467c938d3df8861faaa";

export default node;
