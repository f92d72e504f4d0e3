// Months 1-12: value '1'..'12', English names as labels.
import type { Option } from '../definition/types';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' });

export const monthOptions: readonly Option[] = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: monthName.format(new Date(2000, index, 1)),
}));
