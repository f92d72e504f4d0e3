/**
 * @generated SignedSource<<27c5c4f7194550c3bdea30ee14e886f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormPageQuery$variables = Record<PropertyKey, never>;
export type FormPageQuery$data = {
  readonly partner: {
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationLayout_partner">;
  };
  readonly profile: {
    readonly username: string;
  } | null | undefined;
};
export type FormPageQuery = {
  response: FormPageQuery$data;
  variables: FormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FormPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
    "name": "FormPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
    "cacheID": "cbe2fdaf563c91839addeb4ca12b9e64",
    "id": null,
    "metadata": {},
    "name": "FormPageQuery",
    "operationKind": "query",
    "text": "query FormPageQuery {\n  profile {\n    username\n  }\n  partner {\n    ...ApplicationLayout_partner\n  }\n}\n\nfragment ApplicationLayout_partner on Partner {\n  name\n  applicationTitle\n  ...Footer_partner\n}\n\nfragment Footer_partner on Partner {\n  name\n  addresses {\n    label\n    line1\n    line2\n    city\n    state\n    zip\n    country\n  }\n  ...HelpModal_partner\n}\n\nfragment HelpModal_partner on Partner {\n  helpEmail\n  phone\n  admissionsEmail\n  readerUrl\n}\n"
  }
};
})();

(node as any).hash = "9be14944d9595b0a918d9be83837a945";

export default node;
