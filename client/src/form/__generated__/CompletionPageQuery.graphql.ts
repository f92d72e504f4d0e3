/**
 * @generated SignedSource<<a7ad471aa1c61204d804bf4c32356272>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompletionPageQuery$variables = Record<PropertyKey, never>;
export type CompletionPageQuery$data = {
  readonly partner: {
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationLayout_partner">;
  };
};
export type CompletionPageQuery = {
  response: CompletionPageQuery$data;
  variables: CompletionPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompletionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Partner",
        "kind": "LinkedField",
        "name": "partner",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationLayout_partner"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CompletionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Partner",
        "kind": "LinkedField",
        "name": "partner",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "applicationTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerAddress",
            "kind": "LinkedField",
            "name": "addresses",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "line1",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "line2",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "helpEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "admissionsEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "readerUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4d7bdabd37a0b83bf342098ea9c79187",
    "id": null,
    "metadata": {},
    "name": "CompletionPageQuery",
    "operationKind": "query",
    "text": "query CompletionPageQuery {\n  partner {\n    ...ApplicationLayout_partner\n  }\n}\n\nfragment ApplicationLayout_partner on Partner {\n  name\n  applicationTitle\n  ...Footer_partner\n}\n\nfragment Footer_partner on Partner {\n  name\n  addresses {\n    label\n    line1\n    line2\n    city\n    state\n    zip\n    country\n  }\n  ...HelpModal_partner\n}\n\nfragment HelpModal_partner on Partner {\n  helpEmail\n  phone\n  admissionsEmail\n  readerUrl\n}\n"
  }
};

(node as any).hash = "52c71852333c6dd1fc077541ed862443";

export default node;
