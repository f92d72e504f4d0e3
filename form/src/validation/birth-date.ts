// The date of birth: a real calendar date, at most 100 years ago, and at least 13 years ago.
import { isExists, startOfDay, subYears } from 'date-fns';
import { validationMessages } from './messages';
import { textAnswer, type Rule } from './rule';

export const minimumAge = 13;
export const maximumAge = 100;

/** The problem with a YYYY-MM-DD date of birth on `today`, if any. */
export function birthDateProblem(value: string, today: Date): string | undefined {
  const [year, month, day] = (/^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? []).slice(1).map(Number);
  if (year === undefined || !isExists(year, month - 1, day)) return validationMessages.birthDateInvalid;
  const birth = new Date(year, month - 1, day);
  const on = startOfDay(today);
  if (birth < subYears(on, maximumAge)) return validationMessages.birthDateUnsupported;
  if (birth > subYears(on, minimumAge)) return validationMessages.birthDateTooYoung;
  return undefined;
}

export const birthDateRule: Rule = ({ answers, visible, today }) => {
  const value = textAnswer(answers, 'birth_date');
  const message = visible.has('birth_date') && value !== '' ? birthDateProblem(value, today) : undefined;
  return message ? [{ key: 'birth_date', message }] : [];
};
