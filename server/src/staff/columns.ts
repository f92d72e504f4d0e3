// Every answer key of the form in form order, with the label staff read it by: the columns of an export, the order of an application's answers, and each question read once.
import { answerKeysOf, descKey, formDefinition, isQuestion, nodesIn, type Answers, type Question } from '@transfer/form';

export interface AnswerColumn {
  key: string;
  label: string;
  /** For a choice's `_desc` column: the key of the code it labels. */
  labels?: string;
}

/** A question's answer keys, each with its label. */
export function columnsOf(question: Question): AnswerColumn[] {
  return answerKeysOf(question).map((key) =>
    key === descKey(question.key)
      ? { key, label: `${question.label} (label)`, labels: question.key }
      : { key, label: question.kind === 'phone' && question.smsOptIn?.key === key ? question.smsOptIn.label : question.label },
  );
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

/** Where a code's chosen label is kept: its `_desc` key. */
const labelKeyOf = new Map(answerColumns.flatMap((column) => (column.labels ? [[column.labels, column.key] as const] : [])));

/**
 * Each question answered once, in form order, as staff read it: its label, the answer (a choice's chosen label) and
 * its code (a choice's stored value; the answer itself otherwise).
 */
export function readableAnswers(answers: Answers): { key: string; label: string; value: unknown; code: unknown }[] {
  return labelledAnswers(answers)
    .filter((column) => !column.labels)
    .map(({ key, label, value }) => {
      const labelKey = labelKeyOf.get(key);
      return { key, label, value: labelKey && answers[labelKey] != null ? answers[labelKey] : value, code: value };
    });
}
