/**
 * @generated SignedSource<<f06cb7c27e44f7b2c4c95a1d94121f6f>>
 * @relayHash f6395293df15af8419a7dc011491e49a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18e749e0376b5e6283365200c90d4ab7aea690a50edca160cbf6fccc61e17ad4

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
    readonly " $fragmentSpreads": FragmentRefs<"FormPage_answers" | "documentAnswers_application">;
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "documentAnswers_application"
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "documents",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answerKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "18e749e0376b5e6283365200c90d4ab7aea690a50edca160cbf6fccc61e17ad4",
    "metadata": {},
    "name": "applicationMutationsSetTabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "587b3cda2595c23dc344e40bf4de7fbb";

export default node;
