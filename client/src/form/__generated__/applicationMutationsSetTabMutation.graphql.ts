/**
 * @generated SignedSource<<8c8dd6effcc15f493eb7fa73f83b3a0a>>
 * @relayHash 88e7e0e24a74b9d0cf2e6fd679b71ebd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed49efe70ebb818622b3e8447d86a3c1ae2f3771b752ac06323446263e4588f9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type applicationMutationsSetTabMutation$variables = {
  chosenTab: string;
  page: string;
  tabId: string;
};
export type applicationMutationsSetTabMutation$data = {
  readonly setTab: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FormPage_answers">;
  };
};
export type applicationMutationsSetTabMutation = {
  response: applicationMutationsSetTabMutation$data;
  variables: applicationMutationsSetTabMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "chosenTab"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tabId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "chosenTab",
    "variableName": "chosenTab"
  },
  {
    "kind": "Variable",
    "name": "tabId",
    "variableName": "tabId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "applicationMutationsSetTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Application",
        "kind": "LinkedField",
        "name": "setTab",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": (v5/*:: as any*/),
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "applicationMutationsSetTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Application",
        "kind": "LinkedField",
        "name": "setTab",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
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
    "id": "ed49efe70ebb818622b3e8447d86a3c1ae2f3771b752ac06323446263e4588f9",
    "metadata": {},
    "name": "applicationMutationsSetTabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d45cf9c20676153307c006f36a189cb3";

export default node;
