// CSV text of records of strings, exactly as csv-stringify writes it with escape_formulas (csv.test.ts holds the two to the same text), without the library's allocations for every cell: they were most of an export's CSV time and garbage.

/** What a spreadsheet may run as a formula when a cell starts with it (csv-stringify's list): such a cell gets a leading '. */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
const needsQuotes = /[",\n\r]/;

export function csvCell(value: string): string {
  if (value === '') return value;
  const escaped = formulaStarts.has(value[0]) ? `'${value}` : value;
  return needsQuotes.test(escaped) ? `"${escaped.replaceAll('"', '""')}"` : escaped;
}

/** The records, each ended by a newline. */
export function csvText(records: readonly (readonly string[])[]): string {
  let text = '';
  for (const record of records) text += `${record.map(csvCell).join(',')}\n`;
  return text;
}
