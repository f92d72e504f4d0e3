// A visitor's answers and add-another counts as the pages see them: read from this browser's storage once, changed in memory and stored behind (answers once the browser idles after a keystroke), so a reload keeps them, and followed when another tab changes them.
import { clearHiddenAnswers, type Answers } from '@transfer/form';
import {
  readVisitorAddAnother,
  readVisitorAnswers,
  visitorAddAnotherKey,
  visitorAnswersKey,
  writeVisitorAddAnother,
  writeVisitorAnswers,
} from '../session/visitor-answers';

export interface VisitorSnapshot {
  answers: Answers;
  addAnother: Record<string, number>;
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
    writeVisitorAddAnother(addAnother);
    this.update({ ...this.snapshot, addAnother });
  }

  /** Shows one instance fewer of an add-another block; the answers of the one no longer shown are cleared, by the form's rules. */
  removeInstance(buttonId: string): void {
    const addAnother = { ...this.snapshot.addAnother, [buttonId]: Math.max(1, (this.snapshot.addAnother[buttonId] ?? 1) - 1) };
    writeVisitorAddAnother(addAnother);
    const cleared = clearHiddenAnswers({ answers: this.snapshot.answers, addAnother });
    writeVisitorAnswers(cleared);
    this.update({ answers: { ...this.snapshot.answers, ...cleared }, addAnother });
  }

  private update(snapshot: VisitorSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
