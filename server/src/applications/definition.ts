// What the applications service reads from the form definition: add-another maxima, tab groups, each page's answer keys.
import {
  answerKeysOf,
  formDefinition,
  formPages,
  formQuestions,
  placedNodes,
  questionsIn,
  type AddAnother,
  type Answers,
  type FormPageId,
  type TabGroup,
} from '@transfer/form';

/** SPEC section 9: never more than 10 instances, whatever a definition says. */
const addAnotherCeiling = 10;

const nodes = [...placedNodes(formDefinition)].map((placed) => placed.node);

const addAnothers = new Map(
  nodes.filter((node): node is AddAnother => node.kind === 'addAnother').map((node) => [node.buttonId, node]),
);

const tabGroups = new Map(nodes.filter((node): node is TabGroup => node.kind === 'tabs').map((node) => [node.tabId, node]));

const pageKeys = new Map(
  formPages.map((page) => [
    page.id,
    new Set(formQuestions.filter((placed) => placed.page === page.id).flatMap((placed) => answerKeysOf(placed.node))),
  ]),
);

/** The most instances an add-another button may show, or undefined for an unknown button. */
export function addAnotherMax(buttonId: string): number | undefined {
  const node = addAnothers.get(buttonId);
  return node && Math.min(node.max, addAnotherCeiling);
}

export function tabGroup(tabId: string): TabGroup | undefined {
  return tabGroups.get(tabId);
}

/** The answer keys of every tab of `group` except `chosenTab`: what choosing it clears. */
export function tabAnswerKeys(group: TabGroup, chosenTab: string): string[] {
  return group.tabs
    .filter((tab) => tab.id !== chosenTab)
    .flatMap((tab) => questionsIn(tab.nodes).flatMap(answerKeysOf));
}

/** Only the answers that belong to `page`: its questions' keys and their companions (_desc, SMS opt-in). */
export function pageAnswers(page: FormPageId, answers: Answers): Answers {
  const keys = pageKeys.get(page);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys?.has(key)));
}
