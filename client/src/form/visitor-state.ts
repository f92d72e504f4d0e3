// A visitor's answers and add-another counts as the pages see them: read from this browser's storage once, changed in memory and written through (so a reload keeps them), and followed when another tab changes them.
import { toCounts, type Answers } from '@transfer/form';
import { readVisitorAnswers, visitorAnswersKey, writeVisitorAnswers } from '../session/visitor-answers';

/** The localStorage key of the visitor's add-another counts (button id -> instances shown). */
export const visitorAddAnotherKey = 'transfer-application.visitor-add-another';

export interface VisitorSnapshot {
  answers: Answers;
  addAnother: Record<string, number>;
}

/** The add-another counts this browser keeps for a visitor. */
export function readVisitorAddAnother(): Record<string, number> {
  try {
    return toCounts(JSON.parse(localStorage.getItem(visitorAddAnotherKey) ?? '{}'));
  } catch {
    return {};
  }
}

function writeCounts(counts: Record<string, number>): void {
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

export class VisitorState {
  private snapshot: VisitorSnapshot = { answers: readVisitorAnswers(), addAnother: readVisitorAddAnother() };
  private listeners = new Set<() => void>();

  private followOtherTabs = (event: StorageEvent) => {
    if (event.key !== null && event.key !== visitorAnswersKey && event.key !== visitorAddAnotherKey) return;
    this.update({ answers: readVisitorAnswers(), addAnother: readVisitorAddAnother() });
  };

  subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) window.addEventListener('storage', this.followOtherTabs);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) window.removeEventListener('storage', this.followOtherTabs);
    };
  };

  getSnapshot = (): VisitorSnapshot => this.snapshot;

  /** Merges `patch` into the answers, in memory and in storage. */
  changeAnswers(patch: Answers): void {
    writeVisitorAnswers(patch);
    this.update({ ...this.snapshot, answers: { ...this.snapshot.answers, ...patch } });
  }

  /** Shows one more instance of an add-another block. */
  addAnother(buttonId: string): void {
    const addAnother = { ...this.snapshot.addAnother, [buttonId]: (this.snapshot.addAnother[buttonId] ?? 1) + 1 };
    writeCounts(addAnother);
    this.update({ ...this.snapshot, addAnother });
  }

  private update(snapshot: VisitorSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
