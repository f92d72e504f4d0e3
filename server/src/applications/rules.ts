// What the form's own rules (form/, the same functions the client runs as the student types) make of a write to an application: only the answers it changes, with those its conditions clear.
import {
  answersAfterChange,
  clearHiddenAnswers,
  isEmptyAnswer,
  labelledChoices,
  type Answers,
  type AnswerValue,
  type FormState,
} from '@transfer/form';
import { answerProblemsError } from './input';

/** '' and an absent answer are the same empty answer. */
const sameAnswer = (stored: AnswerValue | undefined, value: AnswerValue) =>
  stored === value || (isEmptyAnswer(stored) && isEmptyAnswer(value));

/** The entries of `patch` whose value differs from the stored one: what a write changes, and what its audit row names. */
export function changedAnswers(stored: Answers, patch: Answers): Answers {
  return Object.fromEntries(Object.entries(patch).filter(([key, value]) => !sameAnswer(stored[key], value)));
}

/**
 * What storing `patch` changes once the form's rules apply: a choice must be one of its options and takes its
 * option's label, an answer to a question hidden afterwards is not kept
 * (its _desc neither), a conditional select whose controlling answer changes is cleared with its _desc, a conditional
 * group keeps its true branch only; values equal to the stored ones are left out.
 */
export function answersToStore(state: FormState, patch: Answers, today: Date): Answers {
  return changedAnswers(state.answers, answersAfterChange(state, choicesOfTheForm(state.answers, patch), today));
}

/**
 * `patch` with each choice's label the option's (400 for a choice that is none of its question's options): what a
 * client sends at `{key}_desc` is never stored.
 */
export function choicesOfTheForm(stored: Answers, patch: Answers): Answers {
  const { patch: labelled, problems } = labelledChoices(stored, patch);
  if (problems.length > 0) throw answerProblemsError(problems);
  return labelled;
}

/** The answers still held by questions that `state` hides (a tab left, fewer add-another instances): each cleared. */
export function hiddenAnswersToClear(state: FormState, today: Date): Answers {
  return changedAnswers(state.answers, clearHiddenAnswers(state, today));
}
