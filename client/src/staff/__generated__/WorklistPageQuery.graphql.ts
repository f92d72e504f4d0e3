/**
 * @generated SignedSource<<cf31531ccdff89a934f6ca399735ec3f>>
 * @relayHash 1e999419f00ae349508a2785c592a058
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3196f0792ef0d8be00f99968141d26c5e10c40fb5be955bf4dfc0db325ccf90b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StaffApplicationOrder = "CREATED_ASC" | "CREATED_DESC" | "NAME_ASC" | "NAME_DESC" | "SUBMITTED_ASC" | "SUBMITTED_DESC" | "%future added value";
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
export type WorklistPageQuery$variables = {
  count: number;
  order: StaffApplicationOrder;
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
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "submittedFrom"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "submittedTo"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "webStatus"
},
v6 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v7 = {
  "kind": "Variable",
  "name": "submittedFrom",
  "variableName": "submittedFrom"
},
v8 = {
  "kind": "Variable",
  "name": "submittedTo",
  "variableName": "submittedTo"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "concreteType": "StaffStatusCount",
  "kind": "LinkedField",
  "name": "applicationCounts",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "kind": "Variable",
  "name": "order",
  "variableName": "order"
},
v12 = {
  "kind": "Variable",
  "name": "webStatus",
  "variableName": "webStatus"
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v11/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v12/*:: as any*/)
],
v15 = [
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorklistPageQuery",
    "selections": [
      (v10/*:: as any*/),
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
          (v11/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v12/*:: as any*/)
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
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WorklistPageQuery",
    "selections": [
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffSavedView",
        "kind": "LinkedField",
        "name": "staffSavedViews",
        "plural": true,
        "selections": [
          (v13/*:: as any*/),
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
        "args": (v14/*:: as any*/),
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
                  (v13/*:: as any*/),
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
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StaffApplicationPdf",
                    "kind": "LinkedField",
                    "name": "pdf",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
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
        "args": (v14/*:: as any*/),
        "filters": [
          "webStatus",
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
    "id": "3196f0792ef0d8be00f99968141d26c5e10c40fb5be955bf4dfc0db325ccf90b",
    "metadata": {},
    "name": "WorklistPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9e264b9cabdb0e41c485aa9e6d3ddc31";

export default node;
