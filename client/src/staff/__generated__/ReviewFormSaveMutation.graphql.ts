/**
 * @generated SignedSource<<16d28357f468565c4c5072792ba1bcbf>>
 * @relayHash b7eee8106354252ed58bfc5d211668e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afad5a797c96432a5132c44a92742f432c54cbd9f4148b5333b12a6cbd68c4b6

import { ConcreteRequest } from 'relay-runtime';
export type ReviewFormSaveMutation$variables = {
  answers: Record<string, unknown>;
  applicationId: string;
};
export type ReviewFormSaveMutation$data = {
  readonly saveReviewDraft: {
    readonly savedAt: string | null | undefined;
  };
};
export type ReviewFormSaveMutation = {
  response: ReviewFormSaveMutation$data;
  variables: ReviewFormSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "answers"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "applicationId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answers",
        "variableName": "answers"
      },
      {
        "kind": "Variable",
        "name": "applicationId",
        "variableName": "applicationId"
      }
    ],
    "concreteType": "ReaderReview",
    "kind": "LinkedField",
    "name": "saveReviewDraft",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "savedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewFormSaveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReviewFormSaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "afad5a797c96432a5132c44a92742f432c54cbd9f4148b5333b12a6cbd68c4b6",
    "metadata": {},
    "name": "ReviewFormSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "de61dc9b64927bb149f80abc6d421bb8";

export default node;
