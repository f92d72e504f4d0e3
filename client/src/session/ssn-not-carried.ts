// Whether this tab's student signed in with a visitor's answers, which never carry the SSN: the SSN question then asks for it again.
const storageKey = 'transfer-application.ssn-not-carried';

/** At each sign-in: whether a visitor's answers were carried into the account (a new sign-in replaces the last one's). */
export function noteVisitorAnswersCarried(carried: boolean): void {
  try {
    if (carried) sessionStorage.setItem(storageKey, '1');
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused: no note, as before.
  }
}

/** Whether the SSN question should say that an SSN given before signing in was not kept. */
export function wereVisitorAnswersCarried(): boolean {
  try {
    return sessionStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}
