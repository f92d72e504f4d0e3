// The staff pages' shortcuts: a key runs its shortcut, but not while typing in a field (Esc still does), with a modifier held, or inside a dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTypingTarget, shortcutFor, type Shortcut } from './shortcuts';

const shortcuts: Shortcut[] = [
  { key: 'j', description: 'Next', run: vi.fn() },
  { key: 'Escape', description: 'Back', run: vi.fn() },
];

function press(key: string, target: EventTarget, modifiers: Partial<KeyboardEvent> = {}) {
  return shortcutFor({ key, target, altKey: false, ctrlKey: false, metaKey: false, defaultPrevented: false, ...modifiers }, shortcuts);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  document.body.append(created);
  return created;
}

afterEach(() => document.body.replaceChildren());

describe('staff shortcuts', () => {
  it('runs a key pressed on the page or a button', () => {
    expect(press('j', document.body)?.description).toBe('Next');
    expect(press('j', element('button'))?.description).toBe('Next');
    expect(press('x', document.body)).toBeUndefined();
  });

  it('lets text be typed: no shortcut in an input, a text area, a select or editable text, but Esc', () => {
    for (const target of [element('input'), element('input', { type: 'search' }), element('textarea'), element('select')]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(press('j', target)).toBeUndefined();
      expect(press('Escape', target)?.description).toBe('Back');
    }
    const editable = element('div', { contenteditable: 'true' });
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press('j', editable)).toBeUndefined();
    expect(isTypingTarget(element('input', { type: 'checkbox' }))).toBe(false);
  });

  it('leaves keys with a modifier, keys already handled, and keys inside a dialog alone', () => {
    expect(press('j', document.body, { ctrlKey: true })).toBeUndefined();
    expect(press('j', document.body, { metaKey: true })).toBeUndefined();
    expect(press('j', document.body, { defaultPrevented: true })).toBeUndefined();
    const dialog = element('div', { role: 'dialog' });
    const inside = document.createElement('button');
    dialog.append(inside);
    expect(press('Escape', inside)).toBeUndefined();
  });
});
