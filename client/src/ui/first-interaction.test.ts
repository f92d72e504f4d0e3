// onFirstInteraction: runs at the first press or key, once, and not before.
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'keydown'])('runs once, at the first %s', (type) => {
    const run = vi.fn();
    onFirstInteraction(run);
    window.dispatchEvent(new Event('focus'));
    expect(run).not.toHaveBeenCalled();

    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
