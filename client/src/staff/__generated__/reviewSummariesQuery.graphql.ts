/**
 * @generated SignedSource<<65188392f125d8a760c6c338f52abebf>>
 * @relayHash c7757e79e2ba86c01b8a8793b40e2f4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b65eff53bb8e4f27ad7a43b7f949d5fa8733fc114e4126bcbd7e91387dd3de8

import { ConcreteRequest } from 'relay-runtime';
export type ReviewStage = "decided" | "in_review" | "ready_for_decision" | "submitted" | "%future added value";
export type reviewSummariesQuery$variables = {
  applicationIds: ReadonlyArray<string>;
};
export type reviewSummariesQuery$data = {
  readonly reviewSummaries: ReadonlyArray<{
    readonly applicationId: string;
    readonly averageRating: number | null | undefined;
    readonly reviewsIn: number | null | undefined;
    readonly stage: ReviewStage;
  }>;
};
export type reviewSummariesQuery = {
  response: reviewSummariesQuery$data;
  variables: reviewSummariesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "applicationIds"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "applicationIds",
        "variableName": "applicationIds"
      }
    ],
    "concreteType": "ReviewSummary",
    "kind": "LinkedField",
    "name": "reviewSummaries",
    "plural": true,
    "selections": [
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
        "name": "reviewsIn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageRating",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "reviewSummariesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reviewSummariesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b65eff53bb8e4f27ad7a43b7f949d5fa8733fc114e4126bcbd7e91387dd3de8",
    "metadata": {},
    "name": "reviewSummariesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "40b959105a7cf9c0f8ec26be398e8268";

export default node;
