/**
 * @generated SignedSource<<0b7a8ac7e07a3b2b443f55ad4bc9931c>>
 * @relayHash 2f74d9000e469a24cf8aa2d4c66bbc99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5ce5f23c68404a91ff42461db39917425af3a476c95d6419cc6ef2be74811f5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewStage = "decided" | "in_review" | "ready_for_decision" | "submitted" | "%future added value";
export type StaffApplicationOrder = "CREATED_ASC" | "CREATED_DESC" | "NAME_ASC" | "NAME_DESC" | "SUBMITTED_ASC" | "SUBMITTED_DESC" | "%future added value";
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
export type ReaderPageQuery$variables = {
  inQueue: boolean;
  number: number;
  order: StaffApplicationOrder;
  reviewStage?: ReviewStage | null | undefined;
  search?: string | null | undefined;
  submittedFrom?: string | null | undefined;
  submittedTo?: string | null | undefined;
  webStatus?: WebStatus | null | undefined;
};
export type ReaderPageQuery$data = {
  readonly applicationByNumber: {
    readonly addAnother: Record<string, unknown>;
    readonly answers: Record<string, unknown>;
    readonly applicantName: string;
    readonly applicationId: string;
    readonly createdAt: string;
    readonly documents: ReadonlyArray<{
      readonly answerKey: string;
      readonly fileName: string;
      readonly fileSize: number;
      readonly status: string;
    }>;
    readonly id: string;
    readonly number: number;
    readonly packetUrl: string;
    readonly submittedAt: string | null | undefined;
    readonly tabs: Record<string, unknown>;
    readonly username: string;
    readonly webStatus: WebStatus | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationHistory_application" | "DocumentsPanel_application">;
  };
  readonly applicationNeighbours?: {
    readonly next: {
      readonly applicantName: string;
      readonly number: number;
    } | null | undefined;
    readonly previous: {
      readonly applicantName: string;
      readonly number: number;
    } | null | undefined;
  };
};
export type ReaderPageQuery = {
  response: ReaderPageQuery$data;
  variables: ReaderPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "inQueue"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "order"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewStage"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "submittedFrom"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "submittedTo"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "webStatus"
},
v8 = {
  "kind": "Variable",
  "name": "number",
  "variableName": "number"
},
v9 = [
  (v8/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicantName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "webStatus",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "submittedAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answers",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addAnother",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tabs",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "packetUrl",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answerKey",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileSize",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v26 = [
  (v8/*:: as any*/),
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
v27 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/)
],
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v29 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v10/*:: as any*/)
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
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReaderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "StaffApplication",
        "kind": "LinkedField",
        "name": "applicationByNumber",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffDocument",
            "kind": "LinkedField",
            "name": "documents",
            "plural": true,
            "selections": [
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DocumentsPanel_application"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationHistory_application"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "inQueue",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v26/*:: as any*/),
            "concreteType": "StaffNeighbours",
            "kind": "LinkedField",
            "name": "applicationNeighbours",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffApplication",
                "kind": "LinkedField",
                "name": "previous",
                "plural": false,
                "selections": (v27/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffApplication",
                "kind": "LinkedField",
                "name": "next",
                "plural": false,
                "selections": (v27/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v7/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReaderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "StaffApplication",
        "kind": "LinkedField",
        "name": "applicationByNumber",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffDocument",
            "kind": "LinkedField",
            "name": "documents",
            "plural": true,
            "selections": [
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffApplicationPdf",
            "kind": "LinkedField",
            "name": "pdf",
            "plural": false,
            "selections": [
              (v25/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffStatus",
            "kind": "LinkedField",
            "name": "statuses",
            "plural": true,
            "selections": [
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reachedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logins",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffReadableAnswer",
            "kind": "LinkedField",
            "name": "readableAnswers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "StaffAnswerEvent",
            "kind": "LinkedField",
            "name": "answerEvents",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keys",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "previous",
                "storageKey": null
              },
              (v28/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "by",
                "storageKey": null
              }
            ],
            "storageKey": "answerEvents(first:100)"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "StaffAuditEntry",
            "kind": "LinkedField",
            "name": "audit",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "action",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "detail",
                "storageKey": null
              },
              (v28/*:: as any*/)
            ],
            "storageKey": "audit(first:50)"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "inQueue",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v26/*:: as any*/),
            "concreteType": "StaffNeighbours",
            "kind": "LinkedField",
            "name": "applicationNeighbours",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffApplication",
                "kind": "LinkedField",
                "name": "previous",
                "plural": false,
                "selections": (v29/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffApplication",
                "kind": "LinkedField",
                "name": "next",
                "plural": false,
                "selections": (v29/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "a5ce5f23c68404a91ff42461db39917425af3a476c95d6419cc6ef2be74811f5",
    "metadata": {},
    "name": "ReaderPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cf1d538000a83fa8294301bfcd37ad7d";

export default node;
