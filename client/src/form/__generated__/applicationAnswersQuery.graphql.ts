/**
 * @generated SignedSource<<75e7f6dd71ee440d78ae713bcdf20876>>
 * @relayHash 108a4284c2fc1ccf97e0a91242586f3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d4e0f50ba5d8e95330f8ac10c6c7063a9fda78d7fbb97c1a7dff5c2f10f0857

import { ConcreteRequest } from 'relay-runtime';
export type applicationAnswersQuery$variables = {
  validating: boolean;
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
    "name": "validating"
  }
],
v1 = [
  {
    "condition": "validating",
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
    "id": "0d4e0f50ba5d8e95330f8ac10c6c7063a9fda78d7fbb97c1a7dff5c2f10f0857",
    "metadata": {},
    "name": "applicationAnswersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9c97db8823a18c742e84be6fa256a4a7";

export default node;
