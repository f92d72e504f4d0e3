/**
 * @generated SignedSource<<0f01819bac69e227cbf20ff11126aa07>>
 * @relayHash 89ce5875f842a125769c8afeb8434949
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ba90716a28667fdfe5d11832d82dd0734c1220adf6f6f97b7ebff5939145853

import { ConcreteRequest } from 'relay-runtime';
export type applicationAnswersQuery$variables = {
  everyPage: boolean;
};
export type applicationAnswersQuery$data = {
  readonly profile?: {
    readonly application: {
      readonly about: Record<string, unknown>;
      readonly education: Record<string, unknown>;
      readonly finalSteps: Record<string, unknown>;
      readonly id: string;
    };
  } | null | undefined;
};
export type applicationAnswersQuery = {
  response: applicationAnswersQuery$data;
  variables: applicationAnswersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "everyPage"
  }
],
v1 = [
  {
    "condition": "everyPage",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": "about",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "page",
                    "value": "about"
                  }
                ],
                "kind": "ScalarField",
                "name": "answers",
                "storageKey": "answers(page:\"about\")"
              },
              {
                "alias": "education",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "page",
                    "value": "education"
                  }
                ],
                "kind": "ScalarField",
                "name": "answers",
                "storageKey": "answers(page:\"education\")"
              },
              {
                "alias": "finalSteps",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "page",
                    "value": "final-steps"
                  }
                ],
                "kind": "ScalarField",
                "name": "answers",
                "storageKey": "answers(page:\"final-steps\")"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "applicationAnswersQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "applicationAnswersQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6ba90716a28667fdfe5d11832d82dd0734c1220adf6f6f97b7ebff5939145853",
    "metadata": {},
    "name": "applicationAnswersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "09a6d8a8244cf8954d11ca3356e4a08e";

export default node;
