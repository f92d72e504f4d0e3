// Months 1-12: value '1'..'12', English names as labels.
import { format } from 'date-fns';
import type { Option } from '../definition/types';

export const monthOptions: readonly Option[] = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: format(new Date(2000, index, 1), 'MMMM'),
}));
