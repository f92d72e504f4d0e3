/**
 * @generated SignedSource<<5427f9a49996ed4c9dc084b52ad6711c>>
 * @relayHash 86301b42b5ae4e13b493ac5e33eaa1cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62036753f84efff1acd1652099f889b80c738d9fc03eea6ae7dde5c018f82e20

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
    "id": "62036753f84efff1acd1652099f889b80c738d9fc03eea6ae7dde5c018f82e20",
    "metadata": {},
    "name": "applicationMutationsSaveAnswersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f58a5a681e051d7a1f896d50de36137";

export default node;
