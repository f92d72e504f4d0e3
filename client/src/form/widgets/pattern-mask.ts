// imask's pattern masking, in a chunk of its own: a masked field loads it when first focused or changed, not with the page.
import type { InputMask } from 'imask';
import IMask from 'imask/holder';
import 'imask/masked/pattern';

export type PatternMask = InputMask<{ mask: string }>;

/** Masks `input` with `pattern` ('0' where each digit goes). */
export function createPatternMask(input: HTMLInputElement, pattern: string): PatternMask {
  return IMask(input, { mask: pattern });
}
