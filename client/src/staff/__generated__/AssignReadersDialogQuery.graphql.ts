/**
 * @generated SignedSource<<b2f037c3392c62cb6512bf46394aaa38>>
 * @relayHash f614314cd15af4b30df93b7e4637adb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e1e91ce462d4d93c16c7c58aeadbef4915d23b1cadec919ab02510f6112f2a9

import { ConcreteRequest } from 'relay-runtime';
export type AssignReadersDialogQuery$variables = Record<PropertyKey, never>;
export type AssignReadersDialogQuery$data = {
  readonly reviewers: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
  }>;
};
export type AssignReadersDialogQuery = {
  response: AssignReadersDialogQuery$data;
  variables: AssignReadersDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReviewStaffMember",
    "kind": "LinkedField",
    "name": "reviewers",
    "plural": true,
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
        "name": "email",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignReadersDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AssignReadersDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0e1e91ce462d4d93c16c7c58aeadbef4915d23b1cadec919ab02510f6112f2a9",
    "metadata": {},
    "name": "AssignReadersDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd78f310e269b4bc4e28a16995066738";

export default node;
