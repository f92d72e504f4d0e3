/**
 * @generated SignedSource<<ba061dd854a0c65cbe974c1d952716e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorklistTable_query$data = {
  readonly applications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly applicantName: string;
        readonly applicationId: string;
        readonly documents: ReadonlyArray<{
          readonly status: string;
        }>;
        readonly id: string;
        readonly number: number;
        readonly pdf: {
          readonly status: string;
        };
        readonly submittedAt: string | null | undefined;
        readonly username: string;
        readonly webStatus: WebStatus | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "WorklistTable_query";
};
export type WorklistTable_query$key = {
  readonly " $data"?: WorklistTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorklistTable_query">;
};

import WorklistTablePaginationQuery_graphql from './WorklistTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "applications"
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "status",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": WorklistTablePaginationQuery_graphql
    }
  },
  "name": "WorklistTable_query",
  "selections": [
    {
      "alias": "applications",
      "args": [
        {
          "kind": "Variable",
          "name": "order",
          "variableName": "order"
        },
        {
          "kind": "Variable",
          "name": "reviewStage",
          "variableName": "reviewStage"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "submittedFrom",
          "variableName": "submittedFrom"
        },
        {
          "kind": "Variable",
          "name": "submittedTo",
          "variableName": "submittedTo"
        },
        {
          "kind": "Variable",
          "name": "webStatus",
          "variableName": "webStatus"
        }
      ],
      "concreteType": "StaffApplicationConnection",
      "kind": "LinkedField",
      "name": "__WorklistTable_applications_connection",
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
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "StaffApplicationPdf",
                  "kind": "LinkedField",
                  "name": "pdf",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "48c61dccb542024685d6d53c1509a62f";

export default node;
