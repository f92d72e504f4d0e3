// Reads answers, add-another counts and tab choices out of JSON of unknown shape (a query's JSON scalar, browser storage).
import type { AnswerValue, Answers } from './definition/types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isAnswerValue = (value: unknown): value is AnswerValue => typeof value === 'string' || typeof value === 'boolean';

/** The entries of `value` that are answers (text or true/false); anything else, corrupt or foreign, is left out. */
export function toAnswers(value: unknown): Answers {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, AnswerValue] => isAnswerValue(entry[1])));
}

/** The entries of `value` that are add-another counts (whole numbers from 1). */
export function toCounts(value: unknown): Record<string, number> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) > 0),
  );
}

/** The entries of `value` that are tab choices (tab id -> chosen tab). */
export function toTabChoices(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
