// A visitor's answers and add-another counts, kept in this browser's localStorage for a day after the last change (never the SSN), until they sign up or log in and both move to the account.
import { toAnswers, toCounts, withoutAccountOnlyAnswers, type Answers } from '@transfer/form';
import { IdleWork } from './idle-work';

/** The one localStorage key holding the visitor's answers as a JSON object. */
export const visitorAnswersKey = 'transfer-application.visitor-answers';

/** The localStorage key of the visitor's add-another counts (button id -> instances shown). */
export const visitorAddAnotherKey = 'transfer-application.visitor-add-another';

/** How long a visitor's answers stay in this browser after their last change: a shared computer forgets them. */
export const visitorAnswersLifetimeMs = 24 * 60 * 60 * 1000;

/** What is stored under a key: the value, and when it was last changed. */
interface Stored {
  value: unknown;
  changedAt: number;
}

/** The value stored under `key` while it is younger than a day; null when absent, expired, corrupt or unreadable. */
function readFresh(key: string): unknown {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Stored> | null;
    if (typeof stored?.changedAt !== 'number' || Date.now() - stored.changedAt >= visitorAnswersLifetimeMs) return null;
    return stored.value;
  } catch {
    return null;
  }
}

function writeStamped(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, changedAt: Date.now() } satisfies Stored));
  } catch {
    // Storage is full or disabled: what the visitor gave lives in this page (and navigation state) only.
  }
}

const storedAnswers = (): Answers => toAnswers(readFresh(visitorAnswersKey) ?? {});

/** The answers written since storage last took them: merged at each keystroke, stored together off the keystroke. */
let unstored: Answers = {};

const storeAnswers = new IdleWork(() => {
  const given = unstored;
  unstored = {};
  writeStamped(visitorAnswersKey, withoutAccountOnlyAnswers({ ...storedAnswers(), ...given }));
});

/**
 * The stored answers, with any not stored yet; empty when there are none, they are a day old, corrupt, or storage is
 * unavailable (private modes, blocked cookies).
 */
export function readVisitorAnswers(): Answers {
  storeVisitorAnswersNow();
  return storedAnswers();
}

/**
 * Merges `answers` into the stored ones once the browser is idle (or is read, or the page hidden), so that a keystroke
 * costs no storage write; the SSN is never stored (it stays in the page).
 */
export function writeVisitorAnswers(answers: Answers): void {
  unstored = { ...unstored, ...answers };
  storeAnswers.schedule();
}

/** Stores now the answers waiting for the browser to idle: the form is left, for screens that read them. */
export function storeVisitorAnswersNow(): void {
  storeAnswers.flush();
}

export function clearVisitorAnswers(): void {
  unstored = {};
  storeAnswers.cancel();
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
  return toCounts(readFresh(visitorAddAnotherKey) ?? {});
}

/** Stores the add-another counts; without storage they live in the page only. */
export function writeVisitorAddAnother(counts: Record<string, number>): void {
  writeStamped(visitorAddAnotherKey, counts);
}

/** Forgets the visitor's add-another counts (once they are saved to an account). */
export function clearVisitorAddAnother(): void {
  try {
    localStorage.removeItem(visitorAddAnotherKey);
  } catch {
    // Storage is disabled: there is nothing to forget.
  }
}
