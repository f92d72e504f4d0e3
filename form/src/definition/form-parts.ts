// The form's add-anothers and tab groups: how far each add-another may grow, and what choosing a tab clears.
import { formDefinition } from '.';
import { maxAddAnotherInstances } from './builders';
import type { AddAnother, TabGroup } from './types';
import { answerKeysOf, placedNodes, questionsIn } from './walk';

const nodes = [...placedNodes(formDefinition)].map((placed) => placed.node);

export const addAnotherNodes: readonly AddAnother[] = nodes.filter((node): node is AddAnother => node.kind === 'addAnother');

export const tabGroupNodes: readonly TabGroup[] = nodes.filter((node): node is TabGroup => node.kind === 'tabs');

/** The most instances an add-another button may show (its own maximum, never above 10), or undefined for an unknown button. */
export function addAnotherMax(buttonId: string): number | undefined {
  const node = addAnotherNodes.find((candidate) => candidate.buttonId === buttonId);
  return node && Math.min(node.max, maxAddAnotherInstances);
}

export function tabGroupOf(tabId: string): TabGroup | undefined {
  return tabGroupNodes.find((group) => group.tabId === tabId);
}

/** The answer keys inside one tab of a tab group (empty for an unknown group or tab): cleared when the student leaves it. */
export function tabAnswerKeys(tabId: string, tab: string): string[] {
  const nodesOfTab = tabGroupOf(tabId)?.tabs.find((candidate) => candidate.id === tab);
  return nodesOfTab ? questionsIn(nodesOfTab.nodes).flatMap(answerKeysOf) : [];
}

/** The answer keys of every tab of `tabId` except `chosenTab`: what choosing it clears (docs/product.md §3.7). */
export function otherTabsAnswerKeys(tabId: string, chosenTab: string): string[] {
  const group = tabGroupOf(tabId);
  return (group?.tabs ?? []).filter((tab) => tab.id !== chosenTab).flatMap((tab) => tabAnswerKeys(tabId, tab.id));
}
