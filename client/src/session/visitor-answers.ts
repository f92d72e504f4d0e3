// A visitor's answers, kept in this browser's localStorage until they sign up or log in and the answers move to the account.
import { toAnswers, type Answers } from '@transfer/form';

/** The one localStorage key holding the visitor's answers as a JSON object. */
export const visitorAnswersKey = 'transfer-application.visitor-answers';

/** The stored answers; empty when there are none, they are corrupt, or storage is unavailable (private modes, blocked cookies). */
export function readVisitorAnswers(): Answers {
  try {
    const stored = localStorage.getItem(visitorAnswersKey);
    return stored === null ? {} : toAnswers(JSON.parse(stored));
  } catch {
    return {};
  }
}

/** Merges `answers` into the stored ones and returns the result; without storage the answers live only in this page. */
export function writeVisitorAnswers(answers: Answers): Answers {
  const merged = { ...readVisitorAnswers(), ...answers };
  try {
    localStorage.setItem(visitorAnswersKey, JSON.stringify(merged));
  } catch {
    // Storage is full or disabled: the answers are still in the form and carried in navigation state.
  }
  return merged;
}

export function clearVisitorAnswers(): void {
  try {
    localStorage.removeItem(visitorAnswersKey);
  } catch {
    // Storage is disabled, so there is nothing stored to clear.
  }
}

export function hasAnswers(answers: Answers): boolean {
  return Object.keys(answers).length > 0;
}
