/**
 * @generated SignedSource<<09fc097bec50360f5826e6b0ad6220ff>>
 * @relayHash 437ba4db776e3a3ce6f9106b5923c095
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62a16b4207de549e3f1e0fa0892d2bf2a6fdd96e2b43c4483cf481bc0e41c44b

import { ConcreteRequest } from 'relay-runtime';
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
export type applicationMutationsSetWebStatusMutation$variables = {
  webStatus: WebStatus;
};
export type applicationMutationsSetWebStatusMutation$data = {
  readonly setWebStatus: {
    readonly id: string;
    readonly webStatus: WebStatus | null | undefined;
  };
};
export type applicationMutationsSetWebStatusMutation = {
  response: applicationMutationsSetWebStatusMutation$data;
  variables: applicationMutationsSetWebStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "webStatus"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "webStatus",
        "variableName": "webStatus"
      }
    ],
    "concreteType": "Application",
    "kind": "LinkedField",
    "name": "setWebStatus",
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
    "name": "applicationMutationsSetWebStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "applicationMutationsSetWebStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "62a16b4207de549e3f1e0fa0892d2bf2a6fdd96e2b43c4483cf481bc0e41c44b",
    "metadata": {},
    "name": "applicationMutationsSetWebStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e85ce5d9952043411f854da1b89bfc82";

export default node;
