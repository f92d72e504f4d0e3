/**
 * @generated SignedSource<<1cf5a39c4ab312905d97287bda3f8588>>
 * @relayHash cc64d5bb649fc8186e0a9adb188ccad1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ba028ac1c04ad277d6a4d7d1c65aa7697506bb9df9db60fe03bca22b9b3aee1

import { ConcreteRequest } from 'relay-runtime';
export type InactivityGuardKeepAliveQuery$variables = Record<PropertyKey, never>;
export type InactivityGuardKeepAliveQuery$data = {
  readonly profile: {
    readonly username: string;
  } | null | undefined;
};
export type InactivityGuardKeepAliveQuery = {
  response: InactivityGuardKeepAliveQuery$data;
  variables: InactivityGuardKeepAliveQuery$variables;
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
    "name": "InactivityGuardKeepAliveQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InactivityGuardKeepAliveQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8ba028ac1c04ad277d6a4d7d1c65aa7697506bb9df9db60fe03bca22b9b3aee1",
    "metadata": {},
    "name": "InactivityGuardKeepAliveQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7af1cecad83a59335341e824d977ea2d";

export default node;
