/**
 * @generated SignedSource<<9634b1f6ac7df9dec1fae61764578606>>
 * @relayHash 8f1615ed8be54008fbb7b5139be71f60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6d24d1e26e8b8d1669488209578bfdaa79eb0a92887c6a6febeb767eddcc632

import { ConcreteRequest } from 'relay-runtime';
export type restoreLinksChangesQuery$variables = {
  token: string;
};
export type restoreLinksChangesQuery$data = {
  readonly restoreLinkChanges: number;
};
export type restoreLinksChangesQuery = {
  response: restoreLinksChangesQuery$data;
  variables: restoreLinksChangesQuery$variables;
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
    "kind": "ScalarField",
    "name": "restoreLinkChanges",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "restoreLinksChangesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "restoreLinksChangesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d6d24d1e26e8b8d1669488209578bfdaa79eb0a92887c6a6febeb767eddcc632",
    "metadata": {},
    "name": "restoreLinksChangesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b364ff114dc765ab21616662c85b3320";

export default node;
