/**
 * @generated SignedSource<<c51d742e8fc8929807a6887bec5c13c5>>
 * @relayHash 188ebad7ea5b67084161c711c2fdca60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16e87cea1787374e80d033add358768caef898c8954a466b0597248ad3aed7dc

import { ConcreteRequest } from 'relay-runtime';
export type applicationMutationsSaveValidationsMutation$variables = {
  errors: any;
};
export type applicationMutationsSaveValidationsMutation$data = {
  readonly saveValidations: {
    readonly id: string;
  };
};
export type applicationMutationsSaveValidationsMutation = {
  response: applicationMutationsSaveValidationsMutation$data;
  variables: applicationMutationsSaveValidationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "errors"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "errors",
        "variableName": "errors"
      }
    ],
    "concreteType": "Application",
    "kind": "LinkedField",
    "name": "saveValidations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "applicationMutationsSaveValidationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "applicationMutationsSaveValidationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "16e87cea1787374e80d033add358768caef898c8954a466b0597248ad3aed7dc",
    "metadata": {},
    "name": "applicationMutationsSaveValidationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2c62f1785bc254a833216e36c267fc0c";

export default node;
