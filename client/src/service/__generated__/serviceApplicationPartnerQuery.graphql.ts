/**
 * @generated SignedSource<<8d852cefba266b523f3add5ce4dbce52>>
 * @relayHash aa93361247b436a1f4e767936218c326
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8fb84a8ea207fe49422117013e051eb21d2e414c5bd9032a07655feb4c2938a

import { ConcreteRequest } from 'relay-runtime';
export type serviceApplicationPartnerQuery$variables = Record<PropertyKey, never>;
export type serviceApplicationPartnerQuery$data = {
  readonly partner: {
    readonly applicationTitle: string;
    readonly name: string;
  };
};
export type serviceApplicationPartnerQuery = {
  response: serviceApplicationPartnerQuery$data;
  variables: serviceApplicationPartnerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "serviceApplicationPartnerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "serviceApplicationPartnerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d8fb84a8ea207fe49422117013e051eb21d2e414c5bd9032a07655feb4c2938a",
    "metadata": {},
    "name": "serviceApplicationPartnerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93b0c26e8a2d3292cc00b2fd589c6d1d";

export default node;
