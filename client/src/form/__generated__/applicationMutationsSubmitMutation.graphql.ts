/**
 * @generated SignedSource<<61ee5e7197f464e13a69dc9dc598d663>>
 * @relayHash cfed149ce47ce0a1463f3ddc47354217
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9027bff2e666031a9a69f592a9ed3d59c8953a3fb03d26ce68433c353f581d2

import { ConcreteRequest } from 'relay-runtime';
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
export type applicationMutationsSubmitMutation$variables = Record<PropertyKey, never>;
export type applicationMutationsSubmitMutation$data = {
  readonly submitApplication: {
    readonly id: string;
    readonly submittedAt: string | null | undefined;
    readonly webStatus: WebStatus | null | undefined;
  };
};
export type applicationMutationsSubmitMutation = {
  response: applicationMutationsSubmitMutation$data;
  variables: applicationMutationsSubmitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Application",
    "kind": "LinkedField",
    "name": "submitApplication",
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
        "name": "webStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "submittedAt",
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
    "name": "applicationMutationsSubmitMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "applicationMutationsSubmitMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f9027bff2e666031a9a69f592a9ed3d59c8953a3fb03d26ce68433c353f581d2",
    "metadata": {},
    "name": "applicationMutationsSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3508d527400d2e22b8787b8e9f5184f0";

export default node;
