/**
 * @generated SignedSource<<022d13ed49b276c935f0c342c4826762>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type applicationMutationsSaveAnswersMutation$variables = {
  answers: Record<string, unknown>;
  page: string;
};
export type applicationMutationsSaveAnswersMutation$data = {
  readonly saveAnswers: {
    readonly application: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FormPage_answers">;
    };
  };
};
export type applicationMutationsSaveAnswersMutation = {
  response: applicationMutationsSaveAnswersMutation$data;
  variables: applicationMutationsSaveAnswersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "answers"
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
    "name": "answers",
    "variableName": "answers"
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
    "name": "applicationMutationsSaveAnswersMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveAnswersPayload",
        "kind": "LinkedField",
        "name": "saveAnswers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
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
    "name": "applicationMutationsSaveAnswersMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveAnswersPayload",
        "kind": "LinkedField",
        "name": "saveAnswers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "86301b42b5ae4e13b493ac5e33eaa1cb",
    "id": null,
    "metadata": {},
    "name": "applicationMutationsSaveAnswersMutation",
    "operationKind": "mutation",
    "text": "mutation applicationMutationsSaveAnswersMutation(\n  $answers: JSONObject!\n  $page: String!\n) {\n  saveAnswers(answers: $answers) {\n    application {\n      id\n      ...FormPage_answers_2Pg8Wv\n    }\n  }\n}\n\nfragment FormPage_answers_2Pg8Wv on Application {\n  id\n  answers(page: $page)\n  addAnother\n  tabs\n}\n"
  }
};
})();

(node as any).hash = "8f58a5a681e051d7a1f896d50de36137";

export default node;
