/**
 * @generated SignedSource<<315193dc2d04e5266edc983610c86f78>>
 * @relayHash c9cb1920648620be6890831682504535
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID defa5966144669890be4e755aa4f1a030a1185b0281eec5f238e9640804fcbb8

import { ConcreteRequest } from 'relay-runtime';
export type restoreLinksApplyMutation$variables = {
  token: string;
};
export type restoreLinksApplyMutation$data = {
  readonly applyRestoreLink: {
    readonly application: {
      readonly about: Record<string, unknown>;
      readonly education: Record<string, unknown>;
      readonly finalSteps: Record<string, unknown>;
      readonly id: string;
    };
  };
};
export type restoreLinksApplyMutation = {
  response: restoreLinksApplyMutation$data;
  variables: restoreLinksApplyMutation$variables;
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
    "name": "restoreLinksApplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "restoreLinksApplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "defa5966144669890be4e755aa4f1a030a1185b0281eec5f238e9640804fcbb8",
    "metadata": {},
    "name": "restoreLinksApplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c561bd441aac8665ffeb83e5095fdd5c";

export default node;
