/**
 * @generated SignedSource<<19c9ff63948c80a7ebb993bc3eed1cc6>>
 * @relayHash ea71449031868ccaa79ade22bd908585
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d2317df679c255c443866d38b729a911cf45df5aef2815889a27782e981795a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewStage = "decided" | "in_review" | "ready_for_decision" | "submitted" | "%future added value";
export type StaffApplicationOrder = "CREATED_ASC" | "CREATED_DESC" | "NAME_ASC" | "NAME_DESC" | "SUBMITTED_ASC" | "SUBMITTED_DESC" | "%future added value";
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
export type WorklistTablePaginationQuery$variables = {
  count: number;
  cursor?: string | null | undefined;
  order: StaffApplicationOrder;
  reviewStage?: ReviewStage | null | undefined;
  search?: string | null | undefined;
  submittedFrom?: string | null | undefined;
  submittedTo?: string | null | undefined;
  webStatus?: WebStatus | null | undefined;
};
export type WorklistTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WorklistTable_query">;
};
export type WorklistTablePaginationQuery = {
  response: WorklistTablePaginationQuery$data;
  variables: WorklistTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "order"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reviewStage"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "submittedFrom"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "submittedTo"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "webStatus"
  }
],
v1 = {
  "kind": "Variable",
  "name": "order",
  "variableName": "order"
},
v2 = {
  "kind": "Variable",
  "name": "reviewStage",
  "variableName": "reviewStage"
},
v3 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v4 = {
  "kind": "Variable",
  "name": "submittedFrom",
  "variableName": "submittedFrom"
},
v5 = {
  "kind": "Variable",
  "name": "submittedTo",
  "variableName": "submittedTo"
},
v6 = {
  "kind": "Variable",
  "name": "webStatus",
  "variableName": "webStatus"
},
v7 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "status",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorklistTablePaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorklistTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StaffApplicationPdf",
                    "kind": "LinkedField",
                    "name": "pdf",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
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
        "args": (v7/*:: as any*/),
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
    "id": "9d2317df679c255c443866d38b729a911cf45df5aef2815889a27782e981795a",
    "metadata": {},
    "name": "WorklistTablePaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "48c61dccb542024685d6d53c1509a62f";

export default node;
