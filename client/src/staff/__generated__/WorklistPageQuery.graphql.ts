/**
 * @generated SignedSource<<96cc9f93000201f176e2d8d5f8322b14>>
 * @relayHash 35bb8647483c9d5636384d64893cd34c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4684edfac454b7e2c24a1e6805b95720c2995032cff03a010972330a2b495a20

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewStage = "decided" | "in_review" | "ready_for_decision" | "submitted" | "%future added value";
export type StaffApplicationOrder = "CREATED_ASC" | "CREATED_DESC" | "NAME_ASC" | "NAME_DESC" | "SUBMITTED_ASC" | "SUBMITTED_DESC" | "%future added value";
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
export type WorklistPageQuery$variables = {
  count: number;
  order: StaffApplicationOrder;
  reviewStage?: ReviewStage | null | undefined;
  search?: string | null | undefined;
  submittedFrom?: string | null | undefined;
  submittedTo?: string | null | undefined;
  webStatus?: WebStatus | null | undefined;
};
export type WorklistPageQuery$data = {
  readonly applicationCounts: ReadonlyArray<{
    readonly count: number;
    readonly status: WebStatus | null | undefined;
  }>;
  readonly reviewer: {
    readonly role: string;
  };
  readonly stageCounts: ReadonlyArray<{
    readonly count: number;
    readonly stage: ReviewStage;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"SavedViews_query" | "WorklistTable_query">;
};
export type WorklistPageQuery = {
  response: WorklistPageQuery$data;
  variables: WorklistPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "order"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewStage"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "submittedFrom"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "submittedTo"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "webStatus"
},
v7 = {
  "kind": "Variable",
  "name": "reviewStage",
  "variableName": "reviewStage"
},
v8 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v9 = {
  "kind": "Variable",
  "name": "submittedFrom",
  "variableName": "submittedFrom"
},
v10 = {
  "kind": "Variable",
  "name": "submittedTo",
  "variableName": "submittedTo"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": [
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "concreteType": "StaffStatusCount",
  "kind": "LinkedField",
  "name": "applicationCounts",
  "plural": true,
  "selections": [
    (v11/*:: as any*/),
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ReviewStageCount",
  "kind": "LinkedField",
  "name": "stageCounts",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v16 = {
  "kind": "Variable",
  "name": "order",
  "variableName": "order"
},
v17 = {
  "kind": "Variable",
  "name": "webStatus",
  "variableName": "webStatus"
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v19 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v16/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v17/*:: as any*/)
],
v20 = [
  (v11/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorklistPageQuery",
    "selections": [
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewStaffMember",
        "kind": "LinkedField",
        "name": "reviewer",
        "plural": false,
        "selections": [
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SavedViews_query"
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v16/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "WorklistTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WorklistPageQuery",
    "selections": [
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewStaffMember",
        "kind": "LinkedField",
        "name": "reviewer",
        "plural": false,
        "selections": [
          (v15/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffSavedView",
        "kind": "LinkedField",
        "name": "staffSavedViews",
        "plural": true,
        "selections": [
          (v18/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v19/*:: as any*/),
        "concreteType": "StaffApplicationConnection",
        "kind": "LinkedField",
        "name": "applications",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffApplicationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffApplication",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
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
                    "name": "number",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "applicantName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "username",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "webStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "submittedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StaffDocument",
                    "kind": "LinkedField",
                    "name": "documents",
                    "plural": true,
                    "selections": (v20/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StaffApplicationPdf",
                    "kind": "LinkedField",
                    "name": "pdf",
                    "plural": false,
                    "selections": (v20/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v19/*:: as any*/),
        "filters": [
          "webStatus",
          "reviewStage",
          "submittedFrom",
          "submittedTo",
          "search",
          "order"
        ],
        "handle": "connection",
        "key": "WorklistTable_applications",
        "kind": "LinkedHandle",
        "name": "applications"
      }
    ]
  },
  "params": {
    "id": "4684edfac454b7e2c24a1e6805b95720c2995032cff03a010972330a2b495a20",
    "metadata": {},
    "name": "WorklistPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c905b222b29f0bc786d40f9838ac5fe2";

export default node;
