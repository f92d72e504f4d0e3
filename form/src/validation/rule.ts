// What a validation rule sees (the answers, the questions showing, today) and what it reports.
import type { Answers, Question } from '../definition/types';

export interface RuleInput {
  answers: Answers;
  /** The visible questions in scope, by key: a rule reports only on these. */
  visible: ReadonlyMap<string, Question>;
  today: Date;
}

export interface Problem {
  key: string;
  message: string;
}

export type Rule = (input: RuleInput) => Problem[];

/** The answer as trimmed text ('' for a missing answer or a checkbox). */
export const textAnswer = (answers: Answers, key: string): string => {
  const value = answers[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** The visible questions of some kinds whose answers are filled in. */
export function filledQuestions(input: RuleInput, kinds: readonly Question['kind'][]): Question[] {
  return [...input.visible.values()].filter((question) => kinds.includes(question.kind) && textAnswer(input.answers, question.key) !== '');
}
