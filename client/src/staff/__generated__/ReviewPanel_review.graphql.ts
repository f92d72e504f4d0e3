/**
 * @generated SignedSource<<6878de628f59947a01e17ab73cca2e9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewDecision = "admit" | "deny" | "waitlist" | "%future added value";
export type ReviewStage = "decided" | "in_review" | "ready_for_decision" | "submitted" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewPanel_review$data = {
  readonly applicationId: string;
  readonly assignments: ReadonlyArray<{
    readonly reader: string | null | undefined;
    readonly readerId: string;
    readonly submitted: boolean;
  }>;
  readonly averageRating: number | null | undefined;
  readonly decidedAt: string | null | undefined;
  readonly decidedBy: string | null | undefined;
  readonly decision: ReviewDecision | null | undefined;
  readonly decisionNote: string | null | undefined;
  readonly id: string;
  readonly queueNextNumber: number | null | undefined;
  readonly queuePreviousNumber: number | null | undefined;
  readonly reviews: ReadonlyArray<{
    readonly answers: Record<string, unknown>;
    readonly rating: number | null | undefined;
    readonly reader: string | null | undefined;
    readonly readerId: string;
    readonly savedAt: string | null | undefined;
    readonly submittedAt: string | null | undefined;
  }>;
  readonly stage: ReviewStage;
  readonly stageLabel: string;
  readonly version: number;
  readonly " $fragmentType": "ReviewPanel_review";
};
export type ReviewPanel_review$key = {
  readonly " $data"?: ReviewPanel_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPanel_review">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readerId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reader",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewPanel_review",
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
      "name": "applicationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stageLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decisionNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decidedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decidedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "queuePreviousNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "queueNextNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewAssignment",
      "kind": "LinkedField",
      "name": "assignments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submitted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReaderReview",
      "kind": "LinkedField",
      "name": "reviews",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "savedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationReview",
  "abstractKey": null
};
})();

(node as any).hash = "ac85dc8ee1dd87d505d8282eb1ef3df5";

export default node;
