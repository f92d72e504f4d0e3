/**
 * @generated SignedSource<<bc6203dc724e712bf27ab8dcfbc76f01>>
 * @relayHash 4c2e14d3e5654c20cbc81d0edb992685
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff98140890f6b1661d614b381d5130eee125bd897982321dc2aeb58e4c5deb7a

import { ConcreteRequest } from 'relay-runtime';
export type documentAnswersUploadTargetMutation$variables = {
  answerKey: string;
};
export type documentAnswersUploadTargetMutation$data = {
  readonly createUploadTarget: {
    readonly fields: Record<string, unknown>;
    readonly url: string;
  };
};
export type documentAnswersUploadTargetMutation = {
  response: documentAnswersUploadTargetMutation$data;
  variables: documentAnswersUploadTargetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "answerKey"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answerKey",
        "variableName": "answerKey"
      }
    ],
    "concreteType": "UploadTarget",
    "kind": "LinkedField",
    "name": "createUploadTarget",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fields",
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
    "name": "documentAnswersUploadTargetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentAnswersUploadTargetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ff98140890f6b1661d614b381d5130eee125bd897982321dc2aeb58e4c5deb7a",
    "metadata": {},
    "name": "documentAnswersUploadTargetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f16f7e18c05f95e0072f2720aba4424";

export default node;
