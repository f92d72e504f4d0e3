/**
 * @generated SignedSource<<6d2a25692648e567bf6adb1448f51850>>
 * @relayHash a7adb6515b764266fb5f5180acbc6db5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc8e66f2d5bb5edac9c51832bf5f4c10a78d14ae8f8f9a5dbc4d7679aa043593

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
    "id": "fc8e66f2d5bb5edac9c51832bf5f4c10a78d14ae8f8f9a5dbc4d7679aa043593",
    "metadata": {},
    "name": "AccountPopoverQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0569ac97d91c48c701c22205f8b0fc62";

export default node;
