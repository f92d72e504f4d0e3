// applications:export: every application (answers with their _desc labels, chosen tabs, documents, statuses) streamed from a cursor as CSV or JSON lines, never all in memory.
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { fileAnswerKeys, tabGroupNodes, type WebStatus } from '@transfer/form';
import type { Database } from '../db/database';
import type { StaffMember } from '../graphql/context';
import { StaffApplications, filterConditions, rowFor, webStatusOfRow, type StaffApplicationRow } from './applications';
import { answerColumns } from './columns';
import { chosenTabLabel, documentOf, exportColumns, type ExportedApplication } from './export-columns';
import { applicationsRead, exportedColumns } from './sql';

/** An application as the export reads it. */
type ExportRow = StaffApplicationRow & ExportedApplication;

export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportOptions {
  format: ExportFormat;
  /** Only applications whose web status is this one. */
  status?: WebStatus;
  /** Told the count every `progressEvery` rows and at the end. */
  progress?: (rows: number, done: boolean) => void;
  progressEvery?: number;
  /**
   * Who exports (null: the command line, as an admin): a reader's export masks the SSN column as every staff surface
   * does for them; the export is audited under them.
   */
  viewer?: Pick<StaffMember, 'id' | 'email' | 'role'> | null;
}

/** The columns before the answers. */
const recordColumns = ['id', 'username', 'web_status', 'statuses', 'created_at', 'submitted_at'];

/** A cell: text as it is, true/false, numbers, anything else as JSON; missing is empty. */
function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function csvRecord(row: ExportRow): string[] {
  return [
    row.id,
    row.username,
    webStatusOfRow(row) ?? '',
    row.statuses.map((reached) => reached.status).join(' '),
    new Date(row.createdAt).toISOString(),
    row.submittedAt ? new Date(row.submittedAt).toISOString() : '',
    ...exportColumns.map((column) => cell(column.value(row))),
  ];
}

function jsonRecord(row: ExportRow): string {
  const answers = Object.fromEntries(
    answerColumns.filter((column) => column.key in row.answers).map((column) => [column.key, row.answers[column.key]]),
  );
  return `${JSON.stringify({
    id: row.id,
    username: row.username,
    web_status: webStatusOfRow(row),
    statuses: row.statuses.map((reached) => ({ status: reached.status, reached_at: reached.reachedAt })),
    created_at: row.createdAt,
    submitted_at: row.submittedAt,
    answers,
    tabs: Object.fromEntries(tabGroupNodes.map((group) => [group.tabId, chosenTabLabel(group, row)])),
    documents: Object.fromEntries([...fileAnswerKeys].map((key) => [key, documentOf(key, row)])),
  })}\n`;
}

/** Writes the export to `out` and answers how many applications it holds; the export itself is audited. */
export async function exportApplications(
  db: Database,
  reads: StaffApplications,
  out: Writable,
  { format, status, progress, progressEvery = 1000, viewer = null }: ExportOptions,
): Promise<number> {
  const values: unknown[] = [];
  const conditions = filterConditions({ webStatus: status }, values);
  const rows = db.stream<ExportRow>(
    `SELECT ${exportedColumns} FROM ${applicationsRead}
     ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY a.created_at, a.id`,
    values,
  );
  let count = 0;
  const counted = new Transform({
    objectMode: true,
    transform(read: ExportRow, _encoding, done) {
      count += 1;
      if (count % progressEvery === 0) progress?.(count, false);
      const row = rowFor(viewer, read);
      done(null, format === 'csv' ? csvRecord(row) : jsonRecord(row));
    },
  });
  if (format === 'csv') {
    const columns = [...recordColumns, ...exportColumns.map((column) => column.name)];
    // escape_formulas: a cell starting with =, +, -, @, tab or return gets a leading ' so that no spreadsheet runs it.
    await pipeline(Readable.from(rows), counted, stringify({ header: true, columns, escape_formulas: true }), out, { end: false });
  } else {
    await pipeline(Readable.from(rows), counted, out, { end: false });
  }
  progress?.(count, true);
  await reads.record(viewer, 'applications.export', null, {
    format,
    status: status ?? null,
    count,
    ...(viewer?.role === 'reader' ? { ssn: 'masked' } : {}),
  });
  return count;
}
