/**
 * @generated SignedSource<<aa38f5c01a33c4f1ca07459b8ce71423>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormPage_answers$data = {
  readonly addAnother: Record<string, unknown>;
  readonly answers: Record<string, unknown>;
  readonly id: string;
  readonly tabs: Record<string, unknown>;
  readonly " $fragmentType": "FormPage_answers";
};
export type FormPage_answers$key = {
  readonly " $data"?: FormPage_answers$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormPage_answers">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "page"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormPage_answers",
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
      "args": [
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "page"
        }
      ],
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
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "876249e096b889be749bc262dd00f5e4";

export default node;
