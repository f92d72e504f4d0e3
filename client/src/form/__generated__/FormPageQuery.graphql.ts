/**
 * @generated SignedSource<<150c4882120e80195d5f482925fdf126>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
export type FormPageQuery$variables = {
  page: string;
};
export type FormPageQuery$data = {
  readonly partner: {
    readonly admissionsEmail: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationLayout_partner">;
  };
  readonly profile: {
    readonly application: {
      readonly id: string;
      readonly lastPage: string | null | undefined;
      readonly webStatus: WebStatus | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"FormPage_answers">;
    };
    readonly numLogins: number;
  } | null | undefined;
};
export type FormPageQuery = {
  response: FormPageQuery$data;
  variables: FormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "numLogins",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "webStatus",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastPage",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "admissionsEmail",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FormPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Partner",
        "kind": "LinkedField",
        "name": "partner",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FormPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Partner",
        "kind": "LinkedField",
        "name": "partner",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
            "name": "readerUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0af5d441a9a01a6427c48dcc9829513d",
    "id": null,
    "metadata": {},
    "name": "FormPageQuery",
    "operationKind": "query",
    "text": "query FormPageQuery(\n  $page: String!\n) {\n  profile {\n    numLogins\n    application {\n      id\n      webStatus\n      lastPage\n      ...FormPage_answers_2Pg8Wv\n    }\n  }\n  partner {\n    name\n    admissionsEmail\n    ...ApplicationLayout_partner\n  }\n}\n\nfragment ApplicationLayout_partner on Partner {\n  name\n  applicationTitle\n  ...Footer_partner\n}\n\nfragment Footer_partner on Partner {\n  name\n  addresses {\n    label\n    line1\n    line2\n    city\n    state\n    zip\n    country\n  }\n  ...HelpModal_partner\n}\n\nfragment FormPage_answers_2Pg8Wv on Application {\n  id\n  answers(page: $page)\n  addAnother\n  tabs\n}\n\nfragment HelpModal_partner on Partner {\n  helpEmail\n  phone\n  admissionsEmail\n  readerUrl\n}\n"
  }
};
})();

(node as any).hash = "a650d34a50356315ef463f6013eb4279";

export default node;
