// The blank option every select shows first ('--'); option lists themselves never include it.
import type { Option } from '../definition/types';

export const blankOption: Option = { value: '', label: '--' };
