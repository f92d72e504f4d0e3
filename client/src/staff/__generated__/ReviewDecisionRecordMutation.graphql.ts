/**
 * @generated SignedSource<<0125501a17a8eae7ea438c4715dd6695>>
 * @relayHash 899d793a53024735e2f3225a449feb44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf7e521884bf22a301d550070a6d3f220a6546d28bc8ea0415fe006aac1f7a54

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewDecision = "admit" | "deny" | "waitlist" | "%future added value";
export type ReviewDecisionRecordMutation$variables = {
  applicationId: string;
  decision: ReviewDecision;
  expectedVersion: number;
  note?: string | null | undefined;
};
export type ReviewDecisionRecordMutation$data = {
  readonly recordDecision: {
    readonly " $fragmentSpreads": FragmentRefs<"ReviewPanel_review">;
  };
};
export type ReviewDecisionRecordMutation = {
  response: ReviewDecisionRecordMutation$data;
  variables: ReviewDecisionRecordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "applicationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "decision"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "expectedVersion"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "note"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "applicationId",
    "variableName": "applicationId"
  },
  {
    "kind": "Variable",
    "name": "decision",
    "variableName": "decision"
  },
  {
    "kind": "Variable",
    "name": "expectedVersion",
    "variableName": "expectedVersion"
  },
  {
    "kind": "Variable",
    "name": "note",
    "variableName": "note"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readerId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reader",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewDecisionRecordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApplicationReview",
        "kind": "LinkedField",
        "name": "recordDecision",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReviewPanel_review"
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
    "name": "ReviewDecisionRecordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApplicationReview",
        "kind": "LinkedField",
        "name": "recordDecision",
        "plural": false,
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cf7e521884bf22a301d550070a6d3f220a6546d28bc8ea0415fe006aac1f7a54",
    "metadata": {},
    "name": "ReviewDecisionRecordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dda21a6b58f80ec4865a7b481b346d0e";

export default node;
