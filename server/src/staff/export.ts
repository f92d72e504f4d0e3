// applications:export and the worklist's Export: every application (answers with their _desc labels, chosen tabs, documents, statuses) streamed from a cursor as CSV or JSON lines, never all in memory.
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileAnswerKeys, tabGroupNodes, type WebStatus } from '@transfer/form';
import type { Database } from '../db/database';
import type { StaffMember } from '../graphql/context';
import {
  StaffApplications,
  filterConditions,
  rowFor,
  webStatusOfRow,
  type ApplicationFilters,
  type StaffApplicationRow,
} from './applications';
import { csvText } from './csv';
import { orderBy, type ApplicationOrder } from './order';
import { answerColumns } from './columns';
import { chosenTabLabel, documentOf, exportColumns, type ExportedApplication } from './export-columns';
import { applicationsRead, exportedColumns } from './sql';

/** An application as the export reads it. */
type ExportRow = StaffApplicationRow & ExportedApplication;

export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * A CSV's header: one row of the columns' keys (the command line's, for programs), or the labels a registrar reads
 * (the worklist's Export) on a first row and the keys on a second, after a byte order mark so that a spreadsheet reads
 * the file as UTF-8.
 */
export const csvHeaders = ['keys', 'labels'] as const;
export type CsvHeader = (typeof csvHeaders)[number];

/** Columns another domain adds after the record's (the review's), read for a batch of applications at once. */
export interface MoreColumns {
  names: readonly string[];
  /** What a registrar reads at the head of each, by name. */
  labels: Readonly<Record<string, string>>;
  /** Each application's values by column name; an application missing has the columns empty. */
  valuesOf(applicationIds: string[]): Promise<Map<string, Record<string, unknown>>>;
}

/** How many applications' more columns are read at once. */
const moreBatchSize = 100;

export interface ExportOptions {
  format: ExportFormat;
  /** The CSV's header: `keys` by default. */
  header?: CsvHeader;
  more?: MoreColumns;
  /** Only applications whose web status is this one. */
  status?: WebStatus;
  /** The worklist's other filters (staff export what their worklist shows), and its order (as created by default). */
  filters?: Omit<ApplicationFilters, 'webStatus'>;
  order?: ApplicationOrder;
  /**
   * Who exports (null: the command line, as an admin): a reader's export masks the SSN column as every staff surface
   * does for them; the export is audited under them.
   */
  staff?: StaffMember | null;
  /** Told the count every `progressEvery` rows and at the end. */
  progress?: (rows: number, done: boolean) => void;
  progressEvery?: number;
}

/** The columns before the answers, with their labels. */
const recordLabels: Record<string, string> = {
  id: 'Application ID',
  username: 'Account e-mail',
  web_status: 'Status',
  statuses: 'Statuses reached',
  created_at: 'Started',
  submitted_at: 'Submitted',
};
const recordColumns = Object.keys(recordLabels);

/** A cell: text as it is, true/false, numbers, anything else as JSON; missing is empty. */
function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A row and the more columns' values read for it. */
type RowWithMore = ExportRow & { more: Record<string, unknown> };

function csvRecord(row: RowWithMore, more: readonly string[]): string[] {
  return [
    row.id,
    row.username,
    webStatusOfRow(row) ?? '',
    row.statuses.map((reached) => reached.status).join(' '),
    new Date(row.createdAt).toISOString(),
    row.submittedAt ? new Date(row.submittedAt).toISOString() : '',
    ...more.map((name) => cell(row.more[name])),
    ...exportColumns.map((column) => cell(column.value(row))),
  ];
}

function jsonRecord(row: RowWithMore): string {
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
    ...row.more,
    answers,
    tabs: Object.fromEntries(tabGroupNodes.map((group) => [group.tabId, chosenTabLabel(group, row)])),
    documents: Object.fromEntries([...fileAnswerKeys].map((key) => [key, documentOf(key, row)])),
  })}\n`;
}

/** exportApplications over the app's database: what the staff routes are given. */
export type ApplicationsExporter = (out: Writable, options: ExportOptions) => Promise<number>;

/**
 * The rows with their more columns, a batch of applications at a time: each batch goes on as one (its records made in
 * one pass, not one asynchronous step per row).
 */
async function* batchesWithMore(rows: AsyncIterable<ExportRow>, more: MoreColumns | undefined): AsyncGenerator<RowWithMore[]> {
  let batch: ExportRow[] = [];
  const withMore = async () => {
    const values = more ? await more.valuesOf(batch.map((row) => row.id)) : new Map<string, Record<string, unknown>>();
    const done = batch.map((row) => ({ ...row, more: values.get(row.id) ?? {} }));
    batch = [];
    return done;
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === moreBatchSize) yield await withMore();
  }
  if (batch.length > 0) yield await withMore();
}

/** Writes the export to `out` and answers how many applications it holds; the export itself is audited. */
export async function exportApplications(
  db: Database,
  reads: StaffApplications,
  out: Writable,
  { format, header = 'keys', status, filters = {}, order, staff = null, more, progress, progressEvery = 1000 }: ExportOptions,
): Promise<number> {
  const values: unknown[] = [];
  const conditions = filterConditions({ ...filters, webStatus: status }, values);
  const rows = db.stream<ExportRow>(
    `SELECT ${exportedColumns} FROM ${applicationsRead}
     ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ${orderBy(order ?? 'CREATED_ASC', true)}`,
    values,
    moreBatchSize,
  );
  const moreNames = more?.names ?? [];
  let count = 0;
  const shown = (read: RowWithMore) => {
    count += 1;
    if (count % progressEvery === 0) progress?.(count, false);
    return rowFor(staff, read);
  };
  // A batch's records become one piece of text, written at once (not a write, and a compression step, per row).
  const text = new Transform({
    writableObjectMode: true,
    transform(batch: RowWithMore[], _encoding, done) {
      const rows = batch.map(shown);
      done(null, format === 'csv' ? csvText(rows.map((row) => csvRecord(row, moreNames))) : rows.map(jsonRecord).join(''));
    },
  });
  if (format === 'csv') {
    const keys = [...recordColumns, ...moreNames, ...exportColumns.map((column) => column.name)];
    const labels = [
      ...recordColumns.map((name) => recordLabels[name]),
      ...moreNames.map((name) => more?.labels[name] ?? name),
      ...exportColumns.map((column) => column.label),
    ];
    out.write(header === 'labels' ? `\uFEFF${csvText([labels, keys])}` : csvText([keys]));
  }
  await pipeline(Readable.from(batchesWithMore(rows, more)), text, out, { end: false });
  progress?.(count, true);
  await reads.record(staff, 'applications.export', null, {
    format,
    status: status ?? null,
    ...filters,
    ...(order && { order }),
    count,
    ...(staff?.role === 'reader' ? { ssn: 'masked' } : {}),
  });
  return count;
}
