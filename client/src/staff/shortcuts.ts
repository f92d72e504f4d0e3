// The staff pages' keyboard shortcuts (j, k, /, Esc): one key each, never while typing in a field or with a modifier held.
import { useEffect, useRef } from 'react';

export interface Shortcut {
  key: string;
  /** What the key does, as the "Keyboard shortcuts" help lists it. */
  description: string;
  run(): void;
}

/** Whether the key went to something being typed in: an input, a text area, a select or editable text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/** The shortcut a key press asks for, if any: none while typing (but Esc, which leaves the field), with a modifier, or repeated from a dialog. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented'>,
  shortcuts: readonly Shortcut[],
): Shortcut | undefined {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (event.key !== 'Escape' && isTypingTarget(event.target)) return undefined;
  if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="listbox"]')) return undefined;
  return shortcuts.find((shortcut) => shortcut.key === event.key);
}

/** Listens on the document for `shortcuts` while mounted; each key runs the shortcut's latest `run`. */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event, latest.current);
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
