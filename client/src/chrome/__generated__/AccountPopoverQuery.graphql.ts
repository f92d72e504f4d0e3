/**
 * @generated SignedSource<<1c4b59cb334ccb622d56b889c83859b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountPopoverQuery$variables = Record<PropertyKey, never>;
export type AccountPopoverQuery$data = {
  readonly profile: {
    readonly username: string;
  } | null | undefined;
};
export type AccountPopoverQuery = {
  response: AccountPopoverQuery$data;
  variables: AccountPopoverQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountPopoverQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountPopoverQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a7adb6515b764266fb5f5180acbc6db5",
    "id": null,
    "metadata": {},
    "name": "AccountPopoverQuery",
    "operationKind": "query",
    "text": "query AccountPopoverQuery {\n  profile {\n    username\n  }\n}\n"
  }
};
})();

(node as any).hash = "0569ac97d91c48c701c22205f8b0fc62";

export default node;
