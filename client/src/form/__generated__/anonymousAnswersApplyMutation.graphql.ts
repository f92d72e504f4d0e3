/**
 * @generated SignedSource<<06976b2e68fa0a5ba76c11a7a327e191>>
 * @relayHash 199b42bccf224df243f6817e4841d50d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb934523b7fdfc946406558cb23e842b8781eac82db98ca8a81c7893080e268a

import { ConcreteRequest } from 'relay-runtime';
export type anonymousAnswersApplyMutation$variables = {
  token: string;
};
export type anonymousAnswersApplyMutation$data = {
  readonly applyRestoreLink: {
    readonly application: {
      readonly about: Record<string, unknown>;
      readonly education: Record<string, unknown>;
      readonly finalSteps: Record<string, unknown>;
      readonly id: string;
    };
  };
};
export type anonymousAnswersApplyMutation = {
  response: anonymousAnswersApplyMutation$data;
  variables: anonymousAnswersApplyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "SaveAnswersPayload",
    "kind": "LinkedField",
    "name": "applyRestoreLink",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "anonymousAnswersApplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "anonymousAnswersApplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fb934523b7fdfc946406558cb23e842b8781eac82db98ca8a81c7893080e268a",
    "metadata": {},
    "name": "anonymousAnswersApplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b0ad9db8664eb5e357b5f4b54086a045";

export default node;
