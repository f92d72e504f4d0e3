// Every answer key of the form in form order, with the label staff read it by: the columns of an export and the order of an application's answers.
import { answerKeysOf, descKey, formDefinition, isQuestion, nodesIn, type Answers, type Question } from '@transfer/form';

export interface AnswerColumn {
  key: string;
  label: string;
}

/** A question's answer keys, each with its label. */
export function columnsOf(question: Question): AnswerColumn[] {
  return answerKeysOf(question).map((key) => ({
    key,
    label:
      key === descKey(question.key)
        ? `${question.label} (label)`
        : question.kind === 'phone' && question.smsOptIn?.key === key
          ? question.smsOptIn.label
          : question.label,
  }));
}

/** Every key once, where it first appears (add-another instances each have their own keys). */
export const answerColumns: readonly AnswerColumn[] = [
  ...new Map(
    formDefinition
      .flatMap((page) => page.sections.flatMap((section) => nodesIn(section.nodes)))
      .filter(isQuestion)
      .flatMap(columnsOf)
      .map((column) => [column.key, column] as const),
  ).values(),
];

/** The answers given, in form order, each with its label; keys the form does not know (none, normally) come last. */
export function labelledAnswers(answers: Answers): (AnswerColumn & { value: unknown })[] {
  const known = new Set(answerColumns.map((column) => column.key));
  return [
    ...answerColumns.filter((column) => column.key in answers),
    ...Object.keys(answers)
      .filter((key) => !known.has(key))
      .map((key) => ({ key, label: key })),
  ].map((column) => ({ ...column, value: answers[column.key] }));
}
