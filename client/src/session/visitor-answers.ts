// A visitor's answers and add-another counts, kept in this browser's localStorage until they sign up or log in and both move to the account.
import { toAnswers, toCounts, type Answers } from '@transfer/form';

/** The one localStorage key holding the visitor's answers as a JSON object. */
export const visitorAnswersKey = 'transfer-application.visitor-answers';

/** The localStorage key of the visitor's add-another counts (button id -> instances shown). */
export const visitorAddAnotherKey = 'transfer-application.visitor-add-another';

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

/** The add-another counts this browser keeps for a visitor. */
export function readVisitorAddAnother(): Record<string, number> {
  try {
    return toCounts(JSON.parse(localStorage.getItem(visitorAddAnotherKey) ?? '{}'));
  } catch {
    return {};
  }
}

/** Stores the add-another counts; without storage they live in the page only. */
export function writeVisitorAddAnother(counts: Record<string, number>): void {
  try {
    localStorage.setItem(visitorAddAnotherKey, JSON.stringify(counts));
  } catch {
    // Storage is full or disabled: the counts live in this page only.
  }
}

/** Forgets the visitor's add-another counts (once they are saved to an account). */
export function clearVisitorAddAnother(): void {
  try {
    localStorage.removeItem(visitorAddAnotherKey);
  } catch {
    // Storage is disabled: there is nothing to forget.
  }
}
