// The answer model: every key an application can hold, the type and longest length of each, and what is wrong with a patch of answers.
import { formQuestions } from './conditions';
import { descKey } from './definition/walk';
import { assertNever } from './never';
import type { Answers, Question } from './definition/types';

export type AnswerValueType = 'text' | 'boolean';

export const textDefaultMaxLength = 45;
export const textareaDefaultMaxLength = 1500;
/** Option values and labels, stored at the key and its _desc; the longest country name has 44 characters. */
export const choiceMaxLength = 100;
/** What the documents service stores at a file question's key. */
export const fileAnswerMaxLength = 255;

/** The longest text a question's answer may hold (the input's maxLength). */
export function maxLengthOf(question: Question): number {
  switch (question.kind) {
    case 'text':
    case 'email':
      return question.maxLength ?? textDefaultMaxLength;
    case 'textarea':
      return question.maxLength ?? textareaDefaultMaxLength;
    case 'date':
      return 'YYYY-MM-DD'.length;
    case 'phone':
      return '(999) 999-9999'.length;
    case 'ssn':
      return '999-99-9999'.length;
    case 'select':
    case 'radio':
      return choiceMaxLength;
    case 'file':
      return fileAnswerMaxLength;
    case 'checkbox':
    case 'confirmation':
      return 0;
    default:
      return assertNever(question);
  }
}

interface AnswerSpec {
  type: AnswerValueType;
  maxLength: number;
}

function specsOf(question: Question): [string, AnswerSpec][] {
  const text = (maxLength: number): AnswerSpec => ({ type: 'text', maxLength });
  const boolean: AnswerSpec = { type: 'boolean', maxLength: 0 };
  switch (question.kind) {
    case 'checkbox':
    case 'confirmation':
      return [[question.key, boolean]];
    case 'select':
    case 'radio':
      return [
        [question.key, text(choiceMaxLength)],
        [descKey(question.key), text(choiceMaxLength)],
      ];
    case 'phone':
      return [
        [question.key, text(maxLengthOf(question))],
        ...(question.smsOptIn ? [[question.smsOptIn.key, boolean] as [string, AnswerSpec]] : []),
      ];
    case 'text':
    case 'email':
    case 'textarea':
    case 'date':
    case 'ssn':
    case 'file':
      return [[question.key, text(maxLengthOf(question))]];
    default:
      return assertNever(question);
  }
}

/** The answer model of some questions: each key they hold, with its type and longest length. */
export type AnswerModel = ReadonlyMap<string, AnswerSpec>;

/** The answer model of a form's questions (the application's, the review form's). */
export function answerModelOf(questions: readonly Question[]): AnswerModel {
  return new Map(questions.flatMap(specsOf));
}

const answerSpecs: AnswerModel = answerModelOf(formQuestions.map((placed) => placed.node));

/** Every answer key of the application, in form order (a question's _desc and SMS opt-in right after it). */
export const answerKeys: readonly string[] = [...answerSpecs.keys()];

/** The longest text a key of the application may hold (0 for a boolean), undefined for any other key. */
export function answerMaxLength(key: string): number | undefined {
  return answerSpecs.get(key)?.maxLength;
}

/** 'text' or 'boolean' for a key of the application, undefined for any other key. */
export function answerValueType(key: string): AnswerValueType | undefined {
  return answerSpecs.get(key)?.type;
}

export interface AnswerProblem {
  key: string;
  problem: 'unknown' | 'type' | 'length' | 'choice';
  message: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

/**
 * What is wrong with a patch of answers sent to be saved: keys the application (or the form whose model is given) does
 * not hold, values of the wrong type, text longer than its question allows. '' is valid for every key (the empty answer,
 * which also clears a checkbox).
 */
export function findAnswerProblems(patch: unknown, model: AnswerModel = answerSpecs): AnswerProblem[] {
  if (!isPlainObject(patch)) {
    return [{ key: '', problem: 'type', message: 'Answers must be an object of answer keys and values.' }];
  }
  return Object.entries(patch).flatMap(([key, value]): AnswerProblem[] => {
    const spec = model.get(key);
    if (!spec) return [{ key, problem: 'unknown', message: `Unknown answer key "${key}".` }];
    if (value === '') return [];
    if (spec.type === 'boolean') {
      return typeof value === 'boolean' ? [] : [{ key, problem: 'type', message: `Answer "${key}" must be true, false or empty.` }];
    }
    if (typeof value !== 'string') return [{ key, problem: 'type', message: `Answer "${key}" must be text.` }];
    return value.length > spec.maxLength
      ? [{ key, problem: 'length', message: `Answer "${key}" must be at most ${spec.maxLength} characters long.` }]
      : [];
  });
}

/**
 * Answers that stay with the student's account and nowhere else: never kept in a browser's storage, under a restore
 * link's token, or carried from a visitor's answers into an account (the SSN).
 */
export const accountOnlyAnswerKeys: ReadonlySet<string> = new Set(
  formQuestions.filter((placed) => placed.node.kind === 'ssn').map((placed) => placed.node.key),
);

/** The answer keys of the file questions: the questions a document is uploaded for (the document answer of docs/product.md §10.2). */
export const fileAnswerKeys: ReadonlySet<string> = new Set(
  formQuestions.filter((placed) => placed.node.kind === 'file').map((placed) => placed.node.key),
);

export function withoutAccountOnlyAnswers(answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !accountOnlyAnswerKeys.has(key)));
}

/** Whether an answer is the empty one: absent, or '' (docs/product.md §3.2). */
export function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
