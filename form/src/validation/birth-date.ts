// The date of birth: a real calendar date, at most 100 years ago, and at least 13 years ago.
import { isValid, parse, startOfDay, subYears } from 'date-fns';
import { validationMessages } from './messages';
import { textAnswer, type Rule } from './rule';

export const minimumAge = 13;
export const maximumAge = 100;

/** The problem with a YYYY-MM-DD date of birth on `today`, if any. */
export function birthDateProblem(value: string, today: Date): string | undefined {
  const birth = parse(value, 'yyyy-MM-dd', today);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(birth)) return validationMessages.birthDateInvalid;
  const day = startOfDay(today);
  if (birth < subYears(day, maximumAge)) return validationMessages.birthDateUnsupported;
  if (birth > subYears(day, minimumAge)) return validationMessages.birthDateTooYoung;
  return undefined;
}

export const birthDateRule: Rule = ({ answers, visible, today }) => {
  const value = textAnswer(answers, 'birth_date');
  const message = visible.has('birth_date') && value !== '' ? birthDateProblem(value, today) : undefined;
  return message ? [{ key: 'birth_date', message }] : [];
};
