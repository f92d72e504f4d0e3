// What the form pages share while the student moves between them: a student's unsaved edits or a visitor's local answers, has_changed_page, and the once-per-load routing decisions.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Drafts } from './drafts';
import type { VisitorState } from './visitor-state';

export class FormSession {
  private changedPage = false;
  private listeners = new Set<() => void>();
  /** Whether the saved last page has been considered (it is returned to once per load, docs/product.md §2.2). */
  lastPageConsidered = false;
  /** Whether 'started' has been posted for a status found null. */
  startedPosted = false;

  constructor(
    readonly drafts: Drafts,
    readonly visitor: VisitorState,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** has_changed_page of the client snapshot (docs/product.md §2.2): false until the student first moves to another page. */
  hasChangedPage = (): boolean => this.changedPage;

  markPageChanged(): void {
    if (this.changedPage) return;
    this.changedPage = true;
    for (const listener of this.listeners) listener();
  }
}

export const FormSessionContext = createContext<FormSession | null>(null);

export function useFormSession(): FormSession {
  const session = useContext(FormSessionContext);
  if (!session) throw new Error('A form page was rendered outside FormShell.');
  return session;
}

export function useHasChangedPage(): boolean {
  const session = useFormSession();
  return useSyncExternalStore(session.subscribe, session.hasChangedPage);
}
