/**
 * @generated SignedSource<<0d46fc5572d163030ef545cafd556311>>
 * @relayHash e31d329fd393c8e48c7c516f3d4b3272
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 275f8473753521fcba0af6653d78c81d4cefb9eb644485f8ede3077fa14950d0

import { ConcreteRequest } from 'relay-runtime';
export type applicationMutationsSetAddAnotherMutation$variables = {
  buttonId: string;
  numComponents: number;
};
export type applicationMutationsSetAddAnotherMutation$data = {
  readonly setAddAnother: {
    readonly addAnother: Record<string, unknown>;
    readonly id: string;
  };
};
export type applicationMutationsSetAddAnotherMutation = {
  response: applicationMutationsSetAddAnotherMutation$data;
  variables: applicationMutationsSetAddAnotherMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "buttonId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "numComponents"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "buttonId",
        "variableName": "buttonId"
      },
      {
        "kind": "Variable",
        "name": "numComponents",
        "variableName": "numComponents"
      }
    ],
    "concreteType": "Application",
    "kind": "LinkedField",
    "name": "setAddAnother",
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
        "name": "addAnother",
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
    "name": "applicationMutationsSetAddAnotherMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "applicationMutationsSetAddAnotherMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "275f8473753521fcba0af6653d78c81d4cefb9eb644485f8ede3077fa14950d0",
    "metadata": {},
    "name": "applicationMutationsSetAddAnotherMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02bd7dcac40d084c80a4fe02918ae569";

export default node;
