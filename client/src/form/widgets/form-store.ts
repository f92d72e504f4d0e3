// The form's state and field errors outside React, with subscriptions per answer key: a keystroke notifies only the widgets that read the key typed into.
import type { FormState } from '@transfer/form';
import { useLayoutEffect, useRef, useState } from 'react';

/** What the widgets read: the answers (with add-another counts and tab choices) and the field errors. */
export interface FormView {
  state: FormState;
  /** Answer key -> message, shown as given under the field. */
  errors: Readonly<Record<string, string>>;
}

type Listener = () => void;

/** What a page's widgets see: a visitor's tab choices are not kept, so every tab group shows its default tab, for display and for clearing alike. */
export const pageView = (state: FormState, errors: FormView['errors'], isSignedIn: boolean): FormView => ({
  state: isSignedIn ? state : { ...state, tabs: undefined },
  errors,
});

/** The keys whose value differs between two maps. */
function changedKeys(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): Set<string> {
  const changed = new Set<string>();
  if (before === after) return changed;
  for (const key in before) if (before[key] !== after[key]) changed.add(key);
  for (const key in after) if (!(key in before)) changed.add(key);
  return changed;
}

/** Add-another counts or tab choices: the same entries. */
const sameEntries = (a: Readonly<Record<string, unknown>> = {}, b: Readonly<Record<string, unknown>> = {}) => changedKeys(a, b).size === 0;

export class FormStore {
  private readonly listenersByKey = new Map<string, Set<Listener>>();
  private readonly everyListener = new Set<Listener>();

  constructor(private view: FormView) {}

  get = (): FormView => this.view;

  /**
   * Calls `listener` after a change of any of `keys` (answers or errors), and after any change of add-another counts
   * or tab choices (which gate whole parts of the page).
   */
  subscribe(keys: readonly string[], listener: Listener): () => void {
    for (const key of keys) {
      let listeners = this.listenersByKey.get(key);
      if (!listeners) this.listenersByKey.set(key, (listeners = new Set()));
      listeners.add(listener);
    }
    this.everyListener.add(listener);
    return () => {
      for (const key of keys) this.listenersByKey.get(key)?.delete(listener);
      this.everyListener.delete(listener);
    };
  }

  /** Takes the page's current state and errors, and tells those who read what changed. */
  set(view: FormView): void {
    const before = this.view;
    this.view = view;
    const { state } = view;
    if (!sameEntries(before.state.addAnother, state.addAnother) || !sameEntries(before.state.tabs, state.tabs)) {
      for (const listener of [...this.everyListener]) listener();
      return;
    }
    const changed = new Set([...changedKeys(before.state.answers, state.answers), ...changedKeys(before.errors, view.errors)]);
    const notified = new Set<Listener>();
    for (const key of changed) for (const listener of this.listenersByKey.get(key) ?? []) notified.add(listener);
    for (const listener of notified) listener();
  }
}

/**
 * A page's store, set from `read()` at once and whenever `read` changes (the page rendered with answers from the
 * server), and from `follow(shown)` whenever `subscribe` reports a change of what it follows: outside React, so that a
 * keystroke reaches the widgets reading its key and renders nothing above them.
 */
export function useFollowingStore(
  subscribe: (listener: Listener) => () => void,
  read: () => FormView,
  follow: (shown: FormView) => FormView = read,
): FormStore {
  const [store] = useState(() => new FormStore(read()));
  const latestFollow = useRef(follow);
  useLayoutEffect(() => {
    latestFollow.current = follow;
  });
  useLayoutEffect(() => {
    store.set(read());
    return subscribe(() => store.set(latestFollow.current(store.get())));
  }, [store, subscribe, read]);
  return store;
}
