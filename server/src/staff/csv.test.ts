// The export's CSV writer against csv-stringify with escape_formulas, the library it stands in for: the same text for every kind of cell.
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

const cells = [
  '',
  'plain',
  'Müller, Zoë',
  'a "quoted" word',
  'two\nlines',
  'carriage\rreturn',
  '=HYPERLINK("http://evil.example")',
  '+1',
  '-2',
  '@home',
  '\tstarts with a tab',
  '\rstarts with a return',
  '＝SUM(A1)',
  '＋1',
  '－1',
  '＠home',
  "'already escaped",
  'ends with a quote"',
  ' leading space',
  'a=b',
  '"',
  ',',
  '{"json": [1, 2]}',
];

describe('csvText', () => {
  it('writes every kind of cell as csv-stringify does with escape_formulas', () => {
    for (const cell of cells) expect(csvText([[cell]]), JSON.stringify(cell)).toBe(stringify([[cell]], { escape_formulas: true }));
  });

  it('writes records of many cells, one a line', () => {
    const records = [cells, [...cells].reverse(), ['', '', ''], ['only']];
    expect(csvText(records)).toBe(stringify(records, { escape_formulas: true }));
    expect(csvText([])).toBe('');
  });
});
