// Month/year pairs: a year needs its month, and whatever is wrong with a pair is one error under the month's key.
import { formDefinition } from '../definition';
import type { MonthYearNode } from '../definition/types';
import { placedNodes } from '../definition/walk';
import { validationMessages } from './messages';
import { textAnswer, type Rule } from './rule';

const monthYearPairs: readonly MonthYearNode[] = [...placedNodes(formDefinition)]
  .map((placed) => placed.node)
  .filter((node): node is MonthYearNode => node.kind === 'monthYear');

/** The month's key for each year key of a pair, where the pair's errors are reported. */
export const monthKeyOfYear: ReadonlyMap<string, string> = new Map(monthYearPairs.map((pair) => [pair.year.key, pair.month.key]));

export const monthYearRule: Rule = ({ answers, visible }) =>
  monthYearPairs
    .filter(
      (pair) => visible.has(pair.month.key) && textAnswer(answers, pair.month.key) === '' && textAnswer(answers, pair.year.key) !== '',
    )
    .map((pair) => ({ key: pair.month.key, message: validationMessages.monthRequiredWithYear }));
