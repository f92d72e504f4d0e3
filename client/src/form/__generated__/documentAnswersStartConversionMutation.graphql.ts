/**
 * @generated SignedSource<<5f8265bede2ac2e915179baaf83bc876>>
 * @relayHash 15cee8c2d7e9e8c5639fc117516f5d12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 931688df175a47bb784ac6b7a57283298e3ad78252217ce433258b6581287881

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "COMPLETED" | "FAILED" | "IN_PROGRESS" | "NOT_ANSWERED" | "UNPROCESSED" | "%future added value";
export type documentAnswersStartConversionMutation$variables = {
  answerKey: string;
  fileKey: string;
  fileName: string;
};
export type documentAnswersStartConversionMutation$data = {
  readonly startConversion: {
    readonly answerKey: string;
    readonly fileName: string;
    readonly fileSize: number;
    readonly id: string;
    readonly message: string | null | undefined;
    readonly status: DocumentStatus;
  };
};
export type documentAnswersStartConversionMutation = {
  response: documentAnswersStartConversionMutation$data;
  variables: documentAnswersStartConversionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "answerKey"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileKey"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileName"
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
      },
      {
        "kind": "Variable",
        "name": "fileKey",
        "variableName": "fileKey"
      },
      {
        "kind": "Variable",
        "name": "fileName",
        "variableName": "fileName"
      }
    ],
    "concreteType": "Document",
    "kind": "LinkedField",
    "name": "startConversion",
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
        "name": "answerKey",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileSize",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "documentAnswersStartConversionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentAnswersStartConversionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "931688df175a47bb784ac6b7a57283298e3ad78252217ce433258b6581287881",
    "metadata": {},
    "name": "documentAnswersStartConversionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3aa320ccff759e69a04113beb3821826";

export default node;
