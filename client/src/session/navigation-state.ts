// What a screen may receive in navigation state (docs/product.md §2.3): toast messages, the visitor's answers, and the username.
import { toAnswers, type Answers } from '@transfer/form';

export interface NavigationState {
  /** Shown as a success toast on arrival. */
  message?: string;
  /** Shown as an error toast on arrival. */
  errorMessage?: string;
  /** The visitor's answers, carried through sign-up, confirmation and login into the account. */
  answers?: Answers;
  /** The e-mail address the account screens carry from one to the next. */
  username?: string;
  /** Set on the way to /login when a session ended, so the Relay store is emptied on arrival. */
  sessionEnded?: boolean;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads `location.state` defensively: history state survives reloads and may come from another version of the app. */
export function readNavigationState(state: unknown): NavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    message: stringOf(record.message),
    errorMessage: stringOf(record.errorMessage),
    answers: 'answers' in record ? toAnswers(record.answers) : undefined,
    username: stringOf(record.username),
    sessionEnded: record.sessionEnded === true || undefined,
  };
}
