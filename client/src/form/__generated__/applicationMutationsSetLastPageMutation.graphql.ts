/**
 * @generated SignedSource<<6bf879347e30d44beb5fde4f47cc8d8d>>
 * @relayHash d1e076d7621249d4eb4c77314dcf98c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c5ecc8f5f3fe84c94e3c8e282d9d88555c8fa285cccff6ffd759cdf0beb0ef7

import { ConcreteRequest } from 'relay-runtime';
export type applicationMutationsSetLastPageMutation$variables = {
  lastPage: string;
};
export type applicationMutationsSetLastPageMutation$data = {
  readonly setLastPage: {
    readonly id: string;
    readonly lastPage: string | null | undefined;
  };
};
export type applicationMutationsSetLastPageMutation = {
  response: applicationMutationsSetLastPageMutation$data;
  variables: applicationMutationsSetLastPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lastPage"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "lastPage",
        "variableName": "lastPage"
      }
    ],
    "concreteType": "Application",
    "kind": "LinkedField",
    "name": "setLastPage",
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
        "name": "lastPage",
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
    "name": "applicationMutationsSetLastPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "applicationMutationsSetLastPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c5ecc8f5f3fe84c94e3c8e282d9d88555c8fa285cccff6ffd759cdf0beb0ef7",
    "metadata": {},
    "name": "applicationMutationsSetLastPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac05a9e300243f6dc25f4296cb2a3479";

export default node;
