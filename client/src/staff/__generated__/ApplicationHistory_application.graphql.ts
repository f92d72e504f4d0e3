/**
 * @generated SignedSource<<2c1d437d576641f6373ab7066ef5b10d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebStatus = "started" | "submitted" | "validating" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationHistory_application$data = {
  readonly answerEvents: ReadonlyArray<{
    readonly at: string;
    readonly by: string | null | undefined;
    readonly keys: ReadonlyArray<string>;
    readonly previous: Record<string, unknown>;
  }>;
  readonly audit: ReadonlyArray<{
    readonly action: string;
    readonly actor: string;
    readonly at: string;
    readonly detail: Record<string, unknown>;
    readonly id: string;
  }>;
  readonly logins: ReadonlyArray<string>;
  readonly readableAnswers: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
  }>;
  readonly statuses: ReadonlyArray<{
    readonly reachedAt: string;
    readonly status: WebStatus;
  }>;
  readonly " $fragmentType": "ApplicationHistory_application";
};
export type ApplicationHistory_application$key = {
  readonly " $data"?: ApplicationHistory_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationHistory_application">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationHistory_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffStatus",
      "kind": "LinkedField",
      "name": "statuses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reachedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffReadableAnswer",
      "kind": "LinkedField",
      "name": "readableAnswers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "StaffAnswerEvent",
      "kind": "LinkedField",
      "name": "answerEvents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keys",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previous",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "by",
          "storageKey": null
        }
      ],
      "storageKey": "answerEvents(first:100)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "StaffAuditEntry",
      "kind": "LinkedField",
      "name": "audit",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "detail",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": "audit(first:50)"
    }
  ],
  "type": "StaffApplication",
  "abstractKey": null
};
})();

(node as any).hash = "11ffdac125389106b6dfbbd5e6f8d98d";

export default node;
