// The form's add-anothers and tab groups, against which the server checks add-another counts and tab choices.
import { formDefinition } from '.';
import type { AddAnother, TabGroup } from './types';
import { answerKeysOf, placedNodes, questionsIn } from './walk';

const nodes = [...placedNodes(formDefinition)].map((placed) => placed.node);

export const addAnotherNodes: readonly AddAnother[] = nodes.filter(
  (node): node is AddAnother => node.kind === 'addAnother',
);

export const tabGroupNodes: readonly TabGroup[] = nodes.filter((node): node is TabGroup => node.kind === 'tabs');

/** The answer keys inside one tab of a tab group (empty for an unknown group or tab): cleared when the student leaves it. */
export function tabAnswerKeys(tabId: string, tab: string): string[] {
  const nodesOfTab = tabGroupNodes
    .find((group) => group.tabId === tabId)
    ?.tabs.find((candidate) => candidate.id === tab);
  return nodesOfTab ? questionsIn(nodesOfTab.nodes).flatMap(answerKeysOf) : [];
}
