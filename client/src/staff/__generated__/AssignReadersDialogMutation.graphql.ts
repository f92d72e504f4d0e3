/**
 * @generated SignedSource<<8fa8f5c31bba7e0485f01a21e34518c1>>
 * @relayHash 641b6d2ac5ee6ae54a7025b1de15928d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4798eaae6bade622efb8526b7d3af515496f1b0022f637478b775c8db60a37d2

import { ConcreteRequest } from 'relay-runtime';
export type AssignReadersDialogMutation$variables = {
  applicationIds: ReadonlyArray<string>;
  readerIds: ReadonlyArray<string>;
  spreadEvenly: boolean;
};
export type AssignReadersDialogMutation$data = {
  readonly assignReaders: {
    readonly assigned: number;
    readonly movedToInReview: number;
  };
};
export type AssignReadersDialogMutation = {
  response: AssignReadersDialogMutation$data;
  variables: AssignReadersDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "applicationIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "readerIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "spreadEvenly"
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
      },
      {
        "kind": "Variable",
        "name": "readerIds",
        "variableName": "readerIds"
      },
      {
        "kind": "Variable",
        "name": "spreadEvenly",
        "variableName": "spreadEvenly"
      }
    ],
    "concreteType": "AssignReadersResult",
    "kind": "LinkedField",
    "name": "assignReaders",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assigned",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "movedToInReview",
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
    "name": "AssignReadersDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssignReadersDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4798eaae6bade622efb8526b7d3af515496f1b0022f637478b775c8db60a37d2",
    "metadata": {},
    "name": "AssignReadersDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e84d80d561ab633ffc250766f9bf9de7";

export default node;
