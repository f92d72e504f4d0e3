/**
 * @generated SignedSource<<6a5ac9d7228f4ae514ea920e660452f4>>
 * @relayHash 441eb9dcbd10caa812826fd2d9dc8ceb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8eca52bfc4e5853f7a90f91dabb2e50e76d841205688bc090acc18d727bbbaf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type applicationMutationsRemoveAddAnotherMutation$variables = {
  buttonId: string;
  instance: number;
  page: string;
};
export type applicationMutationsRemoveAddAnotherMutation$data = {
  readonly removeAddAnother: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FormPage_answers">;
  };
};
export type applicationMutationsRemoveAddAnotherMutation = {
  response: applicationMutationsRemoveAddAnotherMutation$data;
  variables: applicationMutationsRemoveAddAnotherMutation$variables;
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
    "name": "instance"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "buttonId",
    "variableName": "buttonId"
  },
  {
    "kind": "Variable",
    "name": "instance",
    "variableName": "instance"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "applicationMutationsRemoveAddAnotherMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Application",
        "kind": "LinkedField",
        "name": "removeAddAnother",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": (v3/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "FormPage_answers"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "applicationMutationsRemoveAddAnotherMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Application",
        "kind": "LinkedField",
        "name": "removeAddAnother",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "kind": "ScalarField",
            "name": "answers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "addAnother",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tabs",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d8eca52bfc4e5853f7a90f91dabb2e50e76d841205688bc090acc18d727bbbaf",
    "metadata": {},
    "name": "applicationMutationsRemoveAddAnotherMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0aa6baeb225e929d37ee2b18a1b84485";

export default node;
