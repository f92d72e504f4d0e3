/**
 * @generated SignedSource<<c484b1f77705635fbe4a5f4b535d95ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e31d329fd393c8e48c7c516f3d4b3272",
    "id": null,
    "metadata": {},
    "name": "applicationMutationsSetAddAnotherMutation",
    "operationKind": "mutation",
    "text": "mutation applicationMutationsSetAddAnotherMutation(\n  $buttonId: String!\n  $numComponents: Int!\n) {\n  setAddAnother(buttonId: $buttonId, numComponents: $numComponents) {\n    id\n    addAnother\n  }\n}\n"
  }
};
})();

(node as any).hash = "02bd7dcac40d084c80a4fe02918ae569";

export default node;
