/**
 * @generated SignedSource<<12630eea29e9db51b7e4c6da75f6b3e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentsPanel_application$data = {
  readonly applicationId: string;
  readonly documents: ReadonlyArray<{
    readonly answerKey: string;
    readonly fileName: string;
    readonly status: string;
    readonly url: string | null | undefined;
  }>;
  readonly number: number;
  readonly packetUrl: string;
  readonly pdf: {
    readonly status: string;
  };
  readonly " $fragmentType": "DocumentsPanel_application";
};
export type DocumentsPanel_application$key = {
  readonly " $data"?: DocumentsPanel_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsPanel_application">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentsPanel_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "packetUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffApplicationPdf",
      "kind": "LinkedField",
      "name": "pdf",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerKey",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StaffApplication",
  "abstractKey": null
};
})();

(node as any).hash = "4bea2495ba256d9a78018a5973badbc0";

export default node;
