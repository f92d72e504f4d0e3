// Which nodes of the form show for given answers, add-another counts, tabs and date, and which answers to clear when they hide.
import { formatISO } from 'date-fns';
import { ownReads } from './condition-reads';
import { formDefinition } from './definition';
import type {
  AnswerValue,
  Answers,
  ChoiceQuestion,
  Condition,
  FormNode,
  FormState,
  Option,
  Question,
  Section,
  ValidationScope,
  Visibility,
} from './definition/types';
import { answerKeysOf, descKey, isQuestion, placedNodes, type Gate, type PlacedNode } from './definition/walk';
import { assertNever } from './never';

type Target = Condition['target'];

/** The empty answer: '' (or nothing at all). */
export const isEmptyAnswer = (value: AnswerValue | undefined): boolean => value === undefined || value === '';

function asNumber(value: AnswerValue | number | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function sameValue(value: AnswerValue | undefined, target: AnswerValue | number): boolean {
  return typeof target === 'number' ? asNumber(value) === target : value === target;
}

/** Orders two answers numerically when both are numbers, else as text; an empty answer has no order. */
function compare(value: AnswerValue | undefined, target: Target): number | undefined {
  if (isEmptyAnswer(value) || target === undefined || Array.isArray(target)) return undefined;
  const [left, right] = [asNumber(value), asNumber(target as AnswerValue | number)];
  if (left !== undefined && right !== undefined) return left - right;
  const [a, b] = [String(value), String(target)];
  return a < b ? -1 : a > b ? 1 : 0;
}

const targetList = (target: Target): readonly (AnswerValue | number)[] =>
  Array.isArray(target) ? target : target === undefined ? [] : [target as AnswerValue | number];

export function conditionHolds(condition: Condition, answers: Answers): boolean {
  const value = answers[condition.valueKey];
  const { target } = condition;
  const order = compare(value, target);
  switch (condition.operator) {
    case 'equals':
      return target !== undefined && !Array.isArray(target) && sameValue(value, target as AnswerValue | number);
    case 'notEquals':
      return !conditionHolds({ ...condition, operator: 'equals' }, answers);
    case 'lt':
      return order !== undefined && order < 0;
    case 'lte':
      return order !== undefined && order <= 0;
    case 'gt':
      return order !== undefined && order > 0;
    case 'gte':
      return order !== undefined && order >= 0;
    case 'answered':
      return Boolean(value);
    case 'notAnswered':
      return !value;
    case 'in':
      return targetList(target).some((candidate) => sameValue(value, candidate));
    case 'notIn':
      return !targetList(target).some((candidate) => sameValue(value, candidate));
  }
}

/** A node's conditions: every one of them must hold. */
export function visibilityHolds(visibility: Visibility | undefined, answers: Answers): boolean {
  if (visibility === undefined) return true;
  const conditions: readonly Condition[] = Array.isArray(visibility) ? visibility : [visibility as Condition];
  return conditions.every((condition) => conditionHolds(condition, answers));
}

/** Whether a question must be answered now: it is marked required, and its `requiredWhen` conditions hold. */
export function isRequired(question: Question, answers: Answers): boolean {
  return question.required === true && visibilityHolds(question.requiredWhen, answers);
}

/** The options a choice offers now: its own, or in displayAndOptions mode those for the controlling answer. */
function currentOptions(question: ChoiceQuestion, answers: Answers): readonly Option[] {
  const { dependsOn } = question;
  if (dependsOn?.mode !== 'displayAndOptions') return question.options;
  return dependsOn.optionsByValue?.[String(answers[dependsOn.valueKey] ?? '')] ?? [];
}

/** The options to show for a radio or select (without the blank option), or null while it is hidden by its own rules. */
export function choiceOptions(question: ChoiceQuestion, answers: Answers): readonly Option[] | null {
  if (!visibilityHolds(question.condition, answers)) return null;
  const options = currentOptions(question, answers);
  return question.dependsOn?.mode === 'displayAndOptions' && options.length === 0 ? null : options;
}

/** Today as YYYY-MM-DD in local time, the format of date windows and date answers. */
export const isoDay = (day: Date): string => formatISO(day, { representation: 'date' });

/** A node's own rules: its conditions, a dependent select's options, a date window's dates. */
function ownVisible(node: FormNode | Section, state: FormState, today: Date): boolean {
  if (!('kind' in node)) return visibilityHolds(node.condition, state.answers);
  if (node.kind === 'select' || node.kind === 'radio') return choiceOptions(node, state.answers) !== null;
  if (!visibilityHolds(node.condition, state.answers)) return false;
  if (node.kind === 'dateWindowAlert') return node.start <= isoDay(today) && isoDay(today) <= node.end;
  return true;
}

function gateOpen(gate: Gate, state: FormState, today: Date): boolean {
  switch (gate.kind) {
    case 'node':
      return ownVisible(gate.node, state, today);
    case 'instance':
      return (state.addAnother?.[gate.buttonId] ?? 1) > gate.index;
    case 'tab':
      return (state.tabs?.[gate.tabId] ?? gate.defaultTab) === gate.tab;
    default:
      return assertNever(gate);
  }
}

const placements: ReadonlyMap<FormNode, PlacedNode> = new Map([...placedNodes(formDefinition)].map((placed) => [placed.node, placed]));

/** The gates a node of the form sits behind, outermost first (none for a section or a node not in the form). */
export const gatesOf = (node: FormNode | Section): readonly Gate[] => ('kind' in node && placements.get(node)?.gates) || [];

/** The leaf questions of the whole form, in form order, with their pages. */
export const formQuestions: readonly PlacedNode<Question>[] = [...placements.values()].filter((placed): placed is PlacedNode<Question> =>
  isQuestion(placed.node),
);

/** The question an answer key (a file's, say) answers, in the words the form asks it; the key itself for none. */
export function questionLabel(answerKey: string): string {
  return formQuestions.find(({ node }) => node.key === answerKey)?.node.label ?? answerKey;
}

const readsCache = new WeakMap<FormNode | Section, readonly string[]>();

/**
 * Every answer key `isVisible(node, …)` reads: the node's own rules and those of the sections and nodes around it.
 * Add-another counts and tab choices, which `isVisible` reads too, are not answers: a change of them concerns every node.
 */
export function visibilityReads(node: FormNode | Section): readonly string[] {
  let reads = readsCache.get(node);
  if (!reads) {
    const around = gatesOf(node).flatMap((gate) => (gate.kind === 'node' ? ownReads(gate.node) : []));
    reads = [...new Set([...around, ...ownReads(node)])];
    readsCache.set(node, reads);
  }
  return reads;
}

const questionsByAnswerKey: ReadonlyMap<string, Question> = new Map(
  formQuestions.flatMap(({ node }) => answerKeysOf(node).map((key) => [key, node] as const)),
);

/** Every non-empty answer (key -> '') of the questions answering `keys` that `state` hides. */
function answersOfHiddenQuestions(keys: readonly string[], state: FormState, today: Date): Answers {
  const cleared: Answers = {};
  for (const key of keys) {
    const question = questionsByAnswerKey.get(key);
    if (!question || isVisible(question, state, today)) continue;
    for (const answerKey of answerKeysOf(question)) if (!isEmptyAnswer(state.answers[answerKey])) cleared[answerKey] = '';
  }
  return cleared;
}

/** The answer keys that some question's visibility (or a dependent choice's options) reads: no other answer shows or hides one. */
const keysRulesRead: ReadonlySet<string> = new Set(formQuestions.flatMap((placed) => visibilityReads(placed.node)));

/**
 * Whether a node of the form shows: its own conditions, a dependent select's options and a date window's dates,
 * and everything around it (sections, groups, add-another instances by count (default 1), tabs (default tab)).
 */
export function isVisible(node: FormNode | Section, state: FormState, today: Date = new Date()): boolean {
  const gates = gatesOf(node);
  return ownVisible(node, state, today) && gates.every((gate) => gateOpen(gate, state, today));
}

/** The visible leaf questions of a page or of the whole form, in form order, with their pages. */
export function visiblePlacedQuestions(scope: ValidationScope, state: FormState, today: Date = new Date()): PlacedNode<Question>[] {
  return formQuestions.filter((placed) => (scope === 'all' || placed.page === scope.page) && isVisible(placed.node, state, today));
}

/** The visible leaf questions of a page or of the whole form, in form order. */
export function visibleQuestions(scope: ValidationScope, state: FormState, today: Date = new Date()): Question[] {
  return visiblePlacedQuestions(scope, state, today).map((placed) => placed.node);
}

/** One round: every non-empty answer of a question hidden under these answers. */
function hiddenAnswers(state: FormState, today: Date): string[] {
  return formQuestions
    .filter((placed) => !isVisible(placed.node, state, today))
    .flatMap((placed) => answerKeysOf(placed.node))
    .filter((key) => !isEmptyAnswer(state.answers[key]));
}

/**
 * The patch (key -> '') that clears every answer of a hidden question and its _desc. Clearing can hide more
 * (an answer that opened a group), so it repeats until nothing more hides: applying the result again clears nothing.
 */
export function clearHiddenAnswers(state: FormState, today: Date = new Date()): Answers {
  const patch: Answers = {};
  let answers = state.answers;
  for (let keys = hiddenAnswers(state, today); keys.length > 0; keys = hiddenAnswers({ ...state, answers }, today)) {
    for (const key of keys) patch[key] = '';
    answers = { ...answers, ...patch };
  }
  return patch;
}

const dependentChoices: readonly ChoiceQuestion[] = formQuestions
  .map((placed) => placed.node)
  .filter((question): question is ChoiceQuestion => 'dependsOn' in question && question.dependsOn !== undefined);

/**
 * The full patch to save for a change: the change itself; the value and _desc of every conditional select whose
 * controlling answer it changes (unless the change sets that select too, as a chosen school fills country and state);
 * and every answer that the change hides.
 */
export function answersAfterChange(state: FormState, patch: Answers, today: Date = new Date()): Answers {
  const result: Answers = { ...patch };
  const changed = (key: string) => key in result && result[key] !== (state.answers[key] ?? '');
  let clearedMore = true;
  while (clearedMore) {
    clearedMore = false;
    for (const question of dependentChoices) {
      if (question.key in patch || !changed(question.dependsOn!.valueKey)) continue;
      for (const answerKey of [question.key, descKey(question.key)]) {
        if (!isEmptyAnswer(state.answers[answerKey]) && result[answerKey] !== '') {
          result[answerKey] = '';
          clearedMore = true;
        }
      }
    }
  }
  // A change of answers no rule reads (a keystroke in a name) shows and hides nothing: only the questions it answers may
  // be hidden (a save of a hidden question), and their answers cleared; the form is searched only after changes a rule reads.
  if (!Object.keys(result).some((key) => changed(key) && keysRulesRead.has(key))) {
    const cleared = answersOfHiddenQuestions(Object.keys(result), { ...state, answers: { ...state.answers, ...result } }, today);
    if (!Object.keys(cleared).some((key) => keysRulesRead.has(key))) return { ...result, ...cleared };
  }
  return { ...result, ...clearHiddenAnswers({ ...state, answers: { ...state.answers, ...result } }, today) };
}
