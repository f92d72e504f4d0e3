// What the applications service reads from the form definition: add-another maxima, tab groups, each page's answer keys.
import {
  addAnotherNodes,
  answerKeysOf,
  formPages,
  formQuestions,
  maxAddAnotherInstances,
  tabAnswerKeys,
  tabGroupNodes,
  type Answers,
  type FormPageId,
  type TabGroup,
} from '@transfer/form';

const addAnothers = new Map(addAnotherNodes.map((node) => [node.buttonId, node]));

const tabGroups = new Map(tabGroupNodes.map((node) => [node.tabId, node]));

const pageKeys = new Map(
  formPages.map((page) => [
    page.id,
    new Set(formQuestions.filter((placed) => placed.page === page.id).flatMap((placed) => answerKeysOf(placed.node))),
  ]),
);

/** The most instances an add-another button may show (never above 10, SPEC section 9), or undefined for an unknown button. */
export function addAnotherMax(buttonId: string): number | undefined {
  const node = addAnothers.get(buttonId);
  return node && Math.min(node.max, maxAddAnotherInstances);
}

export function tabGroup(tabId: string): TabGroup | undefined {
  return tabGroups.get(tabId);
}

/** The answer keys of every tab of `group` except `chosenTab`: what choosing it clears. */
export function otherTabsAnswerKeys(group: TabGroup, chosenTab: string): string[] {
  return group.tabs.filter((tab) => tab.id !== chosenTab).flatMap((tab) => tabAnswerKeys(group.tabId, tab.id));
}

/** Only the answers that belong to `page`: its questions' keys and their companions (_desc, SMS opt-in). */
export function pageAnswers(page: FormPageId, answers: Answers): Answers {
  const keys = pageKeys.get(page);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys?.has(key)));
}
