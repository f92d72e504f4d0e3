// A student's edits sent as the tab went away, handed to the page that loads next in the same tab (a reload): the keepalive save may reach the server after that page has read the answers, which would then show the edits undone.
import { withoutAccountOnlyAnswers, type Answers, type FormPageId } from '@transfer/form';

const storageKey = 'transfer.edits-in-flight';

/** Past this, the edits were long since stored, or belong to a visit that is over. */
const freshForMs = 30_000;

interface Handover {
  at: number;
  pages: Partial<Record<FormPageId, Answers>>;
}

/** Keeps the edits being sent for the next page of this tab (never the SSN, which stays with the account alone). */
export function handOver(pages: Map<FormPageId, Answers>): void {
  const kept = Object.fromEntries(
    [...pages]
      .map(([page, answers]) => [page, withoutAccountOnlyAnswers(answers)])
      .filter(([, answers]) => Object.keys(answers).length > 0),
  );
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ at: Date.now(), pages: kept } satisfies Handover));
  } catch {
    // Storage full or refused: the page will show what the server answers, as before.
  }
}

/** The edits a page of this tab handed over a moment ago, once: they show, and are saved again (the server keeps what is new). */
export function takeHandedOver(): Map<FormPageId, Answers> {
  const text = sessionStorage.getItem(storageKey);
  forgetHandedOver();
  if (!text) return new Map();
  try {
    const handover = JSON.parse(text) as Handover;
    if (Date.now() - handover.at > freshForMs) return new Map();
    return new Map(Object.entries(handover.pages) as [FormPageId, Answers][]);
  } catch {
    return new Map();
  }
}

/** A logout or a new sign-in: nothing of the last student's edits may reach the next one's page. */
export function forgetHandedOver(): void {
  sessionStorage.removeItem(storageKey);
}
