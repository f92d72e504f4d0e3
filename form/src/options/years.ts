// Year lists built from a start year (default the current one), a count and a direction.
import type { Option } from '../definition/types';

export interface YearOptionsSpec {
  /** The first year listed; the current year when omitted. */
  start?: number;
  count: number;
  /** 'past' counts down from `start`, 'future' counts up. */
  direction: 'past' | 'future';
}

export function yearOptions({ start = new Date().getFullYear(), count, direction }: YearOptionsSpec): Option[] {
  const step = direction === 'past' ? -1 : 1;
  return Array.from({ length: count }, (_, index) => {
    const year = String(start + step * index);
    return { value: year, label: year };
  });
}
