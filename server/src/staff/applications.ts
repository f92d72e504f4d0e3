// What staff read: applications page by page (keyset on created_at and id, filtered and searched), one application with its logins and answer log, and the staff audit; each read checks the caller is staff and is audited.
import type { Readable } from 'node:stream';
import { webStatuses, webStatusOf, type Answers, type ConversionStatus, type ReviewStage, type WebStatus } from '@transfer/form';
import type { Database } from '../db/database';
import { Forbidden, NotFound, Unauthorized } from '../errors';
import type { RequestContext, StaffMember } from '../graphql/context';
import { recordAudit } from './audit';
import type { StaffAction } from './entity';
import { answersFor, showInPlace, ssnShownTo, type Viewer } from './sight';
import { batchedLoad } from '../graphql/batch';
import { parseInput } from '../input';
import {
  answerEventsSizeInput,
  applicationIdInput,
  auditCursorId,
  applicationNumberInput,
  auditFiltersInput,
  auditPageSizeInput,
  cursorOf,
  pageInput,
  positionOf,
  searchInput,
} from './input';
import { applicationEntryName, documentEntryName, type PacketFile } from './packet';
import { applicationCursor, applicationPosition, beyond, orderBy, sortKeyColumn, type ApplicationOrder } from './order';
import { applicationColumns, applicationsRead, auditColumns, staffStatements as sql } from './sql';

export const staffOnlyMessage = "Only the university's staff may do this.";
export const adminOnlyMessage = 'Only an administrator of staff may do this.';

/** One row of the staff audit. */
export interface AuditRow {
  id: string;
  actor: string;
  action: StaffAction;
  applicationId: string | null;
  detail: Record<string, unknown>;
  at: Date;
  atText: string;
  /** The number of its application, while the application is there. */
  applicationNumber: number | null;
}

/** What the whole audit can be narrowed to: who acted (an e-mail, or `command line`) and what they did. */
export interface AuditFilters {
  actor?: string | null;
  action?: string | null;
}

/** Who asks, as the request's context says. */
export type Caller = Pick<RequestContext, 'staff' | 'user'>;

/** Staff pass; a signed-in student is refused (403), anybody else is not signed in as staff (401). */
export function requireStaff(caller: Caller): StaffMember {
  if (caller.staff) return caller.staff;
  throw caller.user ? new Forbidden(staffOnlyMessage) : new Unauthorized(staffOnlyMessage);
}

/** Admins pass; a reader is refused (403), anybody else as by requireStaff. */
export function requireAdmin(caller: Caller): StaffMember {
  const staff = requireStaff(caller);
  if (staff.role !== 'admin') throw new Forbidden(adminOnlyMessage);
  return staff;
}

/**
 * A page of the whole audit, newest first: `limit` entries of one actor and one action where given, from before
 * `position` (an entry's time as PostgreSQL prints it, and its id). Each filter has its index (staff_audit_actor,
 * staff_audit_action), read in the page's order.
 */
export function auditPageStatement(filters: AuditFilters, position: [string, string] | null, limit: number) {
  const values: unknown[] = [];
  const value = (given: unknown) => `$${values.push(given)}`;
  const conditions: string[] = [];
  if (filters.actor) conditions.push(`actor = ${value(filters.actor)}`);
  if (filters.action) conditions.push(`action = ${value(filters.action)}`);
  if (position) conditions.push(`(at, id) < (${value(position[0])}::timestamptz, ${value(position[1])}::bigint)`);
  const text = `SELECT ${auditColumns} FROM staff_audit ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
    ORDER BY at DESC, id DESC LIMIT ${value(limit)}`;
  return { text, values };
}

/**
 * The row as the viewer may see it (a reader's SSN masked): every application row leaves the staff reads through here,
 * each fresh from its statement and the read's own, so masked in place.
 */
export function rowFor<T extends { answers: Answers }>(viewer: Viewer, row: T): T {
  showInPlace(viewer, row.answers);
  return row;
}

export interface StatusReached {
  status: WebStatus;
  reachedAt: Date;
}

/** One application as staff read it. */
export interface StaffApplicationRow {
  id: string;
  /** The student's account e-mail. */
  username: string;
  /** The application's number, what students, staff and the PDF call it. */
  number: number;
  answers: Answers;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
  lastPage: string | null;
  submittedAt: Date | null;
  createdAt: Date;
  /** created_at exactly as PostgreSQL prints it (microseconds), for the cursor. */
  createdAtText: string;
  statuses: StatusReached[];
}

/** A row of a list: its key in the list's order, as the cursor holds it. */
export type ListedApplicationRow = StaffApplicationRow & { sortKey: string };

export function webStatusOfRow(row: StaffApplicationRow): WebStatus | null {
  return webStatusOf(row.statuses.map((reached) => reached.status));
}

export interface ApplicationFilters {
  webStatus?: WebStatus | null;
  /** The review stage, from the review's read view (docs/product.md §17.1). */
  reviewStage?: ReviewStage | null;
  submittedFrom?: Date | null;
  submittedTo?: Date | null;
  /** Words of the student's name or e-mail (the answers' or the account's). */
  search?: string | null;
}

export interface PageRequest {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface ApplicationPage {
  rows: ListedApplicationRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** `%text%` for LIKE, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** SQL conditions over `applicationsRead` and their values, numbered on from `values`. */
export function filterConditions(filters: ApplicationFilters, values: unknown[]): string[] {
  const conditions: string[] = [];
  const value = (given: unknown) => `$${values.push(given)}`;
  if (filters.webStatus) {
    conditions.push(`a.statuses_reached = ${value(webStatuses.indexOf(filters.webStatus) + 1)}`);
  }
  if (filters.reviewStage) {
    conditions.push(`a.id IN (SELECT application_id FROM review_stage_read WHERE stage = ${value(filters.reviewStage)})`);
  }
  if (filters.submittedFrom) conditions.push(`a.submitted_at >= ${value(filters.submittedFrom)}`);
  if (filters.submittedTo) conditions.push(`a.submitted_at <= ${value(filters.submittedTo)}`);
  const search = filters.search?.trim();
  if (search) {
    const pattern = value(containing(search));
    // Indexed searches (the answers' trigram index, the account e-mail's, the number's) rather than one OR across tables.
    const number = /^\d{1,9}$/.test(search) ? `UNION SELECT a.id FROM application_read a WHERE a.number = ${value(Number(search))}` : '';
    conditions.push(`a.id IN (
      SELECT a.id FROM application_read a WHERE a.search_text LIKE ${pattern}
      UNION SELECT a.id FROM ${applicationsRead} WHERE u.email LIKE ${pattern} ${number})`);
  }
  return conditions;
}

/** A document a student attached, as staff see it. */
export interface StaffDocument {
  answerKey: string;
  fileName: string;
  fileSize: number;
  status: ConversionStatus;
}

/**
 * What other domains know of an application, handed in by the composition root (domains never import each other):
 * its documents, its PDF and a service token reading it.
 */
export interface StaffSources {
  /** The documents of each application asked for (none: an empty list), in one read. */
  documents(applicationIds: readonly string[]): Promise<Map<string, StaffDocument[]>>;
  /** Where each application's PDF stands (NOT_ANSWERED: none asked for), in one read. */
  pdfStatuses(applicationIds: readonly string[]): Promise<Map<string, ConversionStatus>>;
  /** The staff's copy (the SSN whole) or the student's (masked), as the viewer's role says. */
  pdfFile(applicationId: string, ssn: 'whole' | 'masked'): Promise<{ fileName: string; body: Readable }>;
  /** A document's converted PDF; NotFound until its conversion is COMPLETED. */
  documentFile(applicationId: string, answerKey: string): Promise<{ fileName: string; body: Readable }>;
  /** A token that reads the application no longer than the staff member (and their token, if one) lives. */
  mintServiceToken(applicationId: string, staff: StaffMember): Promise<{ token: string; expiresAt: Date }>;
}

/** Where staff download an application's PDF (with their token or staff session). */
export const staffPdfPath = (applicationId: string) => `/staff/applications/${applicationId}/pdf`;
/** Where staff read a document's converted PDF. */
export const staffDocumentPath = (applicationId: string, answerKey: string) =>
  `/staff/applications/${applicationId}/documents/${answerKey}`;
/** Where staff download every file of an applicant as one ZIP. */
export const staffPacketPath = (applicationId: string) => `/staff/applications/${applicationId}/files.zip`;

/** One request's loads of its applications' files (graphql/batch.ts). */
interface FileLoads {
  documents: (applicationId: string) => Promise<StaffDocument[]>;
  pdfStatus: (applicationId: string) => Promise<ConversionStatus>;
}

export class StaffApplications {
  /** Per request context, while it lives. */
  private readonly fileLoads = new WeakMap<Caller, FileLoads>();

  constructor(
    private readonly db: Database,
    private readonly sources: StaffSources | null,
    private readonly appUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private sourcesOrFail(): StaffSources {
    if (!this.sources) throw new Error('the staff reads were built without the documents and PDF sources');
    return this.sources;
  }

  /**
   * The files' reads of one request (its context): a page's rows each asking for their documents and PDF make one read
   * of each for the whole page, not one per row.
   */
  private filesOf(caller: Caller): FileLoads {
    let loads = this.fileLoads.get(caller);
    if (!loads) {
      const sources = this.sourcesOrFail();
      loads = {
        documents: batchedLoad((ids) => sources.documents(ids), []),
        pdfStatus: batchedLoad((ids) => sources.pdfStatuses(ids), 'NOT_ANSWERED'),
      };
      this.fileLoads.set(caller, loads);
    }
    return loads;
  }

  /** The documents the student attached, in the order the form asks for them. */
  async documents(caller: Caller, applicationId: string): Promise<StaffDocument[]> {
    requireStaff(caller);
    return this.filesOf(caller).documents(applicationId);
  }

  /** The application PDF's status, and where staff download it once COMPLETED. */
  async pdf(caller: Caller, applicationId: string): Promise<{ status: ConversionStatus; url: string | null }> {
    requireStaff(caller);
    const status = await this.filesOf(caller).pdfStatus(applicationId);
    return { status, url: status === 'COMPLETED' ? `${this.appUrl}${staffPdfPath(applicationId)}` : null };
  }

  /** The PDF itself (a reader gets the student's copy, the SSN masked); the download is audited as a read. */
  async pdfFile(caller: Caller, applicationId: string, detail: object = {}): Promise<{ fileName: string; body: Readable }> {
    const staff = requireStaff(caller);
    await this.existing(applicationId);
    const file = await this.sourcesOrFail().pdfFile(applicationId, ssnShownTo(staff));
    await this.record(staff, 'application.read', applicationId, { pdf: true, ...detail });
    return file;
  }

  /** A document's converted PDF, named `<number>-<question>-<file name>.pdf`; the read is audited. */
  async documentFile(
    caller: Caller,
    applicationId: string,
    answerKey: string,
    detail: object = {},
  ): Promise<{ fileName: string; body: Readable }> {
    const staff = requireStaff(caller);
    const row = await this.existing(applicationId);
    const file = await this.sourcesOrFail().documentFile(row.id, answerKey);
    await this.record(staff, 'document.read', row.id, { answerKey, ...detail });
    return { fileName: documentEntryName(row.number, answerKey, file.fileName), body: file.body };
  }

  /**
   * Every file of the applicant that is ready (the application PDF, each converted document), for one ZIP, named
   * `<number>-files.zip`; the download is audited with the files it holds.
   */
  async packet(caller: Caller, applicationId: string): Promise<{ fileName: string; files: PacketFile[] }> {
    const staff = requireStaff(caller);
    const row = await this.existing(applicationId);
    const sources = this.sourcesOrFail();
    const loads = this.filesOf(caller);
    const [pdfStatus, documents] = await Promise.all([loads.pdfStatus(row.id), loads.documents(row.id)]);
    const files: PacketFile[] = [
      ...(pdfStatus === 'COMPLETED'
        ? [{ name: applicationEntryName(row.number), open: async () => (await sources.pdfFile(row.id, ssnShownTo(staff))).body }]
        : []),
      ...documents
        .filter((document) => document.status === 'COMPLETED')
        .map((document) => ({
          name: documentEntryName(row.number, document.answerKey, document.fileName),
          open: async () => (await sources.documentFile(row.id, document.answerKey)).body,
        })),
    ];
    await this.record(staff, 'application.packet', row.id, { files: files.map((file) => file.name) });
    return { fileName: `${row.number}-files.zip`, files };
  }

  /** A service token reading the application (the service view), audited; answers the view's URL. */
  async mintServiceToken(caller: Caller, applicationId: string): Promise<{ url: string; expiresAt: Date }> {
    const staff = requireStaff(caller);
    await this.existing(applicationId);
    const minted = await this.sourcesOrFail().mintServiceToken(applicationId, staff);
    await this.record(staff, 'service_token.mint', applicationId, { expiresAt: minted.expiresAt });
    return { url: `${this.appUrl}/about?service_token=${encodeURIComponent(minted.token)}`, expiresAt: minted.expiresAt };
  }

  /** Records what a staff member (null: the command line) did. */
  async record(
    staff: Pick<StaffMember, 'id' | 'email'> | null,
    action: StaffAction,
    applicationId: string | null,
    detail: object = {},
  ): Promise<void> {
    await recordAudit(this.db, this.now(), staff, action, applicationId, detail);
  }

  /**
   * Records a read through a service token, under whoever minted it: a staff member or the command line. Whoever holds
   * the URL reads as its minter.
   */
  async recordServiceTokenRead(read: {
    applicationId: string;
    tokenId: string;
    minter: { id: string; email: string } | null;
  }): Promise<void> {
    await this.record(read.minter, 'service_token.read', read.applicationId, { serviceToken: read.tokenId });
  }

  /** The audit of one application, newest first: reads, mints, and reads through its service tokens. */
  async auditOf(caller: Caller, applicationId: string, first: number) {
    requireStaff(caller);
    return this.db.query<AuditRow>(sql.auditOfApplication, [applicationId, parseInput(auditPageSizeInput, first)]);
  }

  /** A page of applications in `order` (created, oldest first, by default), or backwards from `before` with `last`. */
  async list(
    caller: Caller,
    filters: ApplicationFilters,
    page: PageRequest,
    order: ApplicationOrder = 'CREATED_ASC',
  ): Promise<ApplicationPage> {
    const staff = requireStaff(caller);
    const found = await this.page(filters, page, order);
    await this.record(staff, 'applications.list', null, { ...filters, ...page, order, count: found.rows.length });
    return { ...found, rows: found.rows.map((row) => rowFor(staff, row)) };
  }

  private async page(filters: ApplicationFilters, page: PageRequest, order: ApplicationOrder): Promise<ApplicationPage> {
    const { size, forward, cursor } = parseInput(pageInput, page);
    const values: unknown[] = [];
    const conditions = filterConditions({ ...filters, search: parseInput(searchInput, filters.search) }, values);
    if (cursor) conditions.push(beyond(order, forward, applicationPosition(cursor, order), values));
    const rows = await this.db.query<ListedApplicationRow>(
      `SELECT ${applicationColumns}, ${sortKeyColumn(order)} FROM ${applicationsRead}
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ${orderBy(order, forward)} LIMIT $${values.push(size + 1)}`,
      values,
    );
    const more = rows.length > size;
    const shown = rows.slice(0, size);
    if (!forward) shown.reverse();
    return {
      rows: shown,
      hasNextPage: forward ? more : Boolean(page.before),
      hasPreviousPage: forward ? Boolean(page.after) : more,
    };
  }

  /** How many applications of each web status the filters (but the status) find, and how many in all. */
  async counts(caller: Caller, filters: Omit<ApplicationFilters, 'webStatus'>): Promise<{ status: WebStatus | null; count: number }[]> {
    requireStaff(caller);
    const values: unknown[] = [];
    const conditions = filterConditions({ ...filters, webStatus: null, search: parseInput(searchInput, filters.search) }, values);
    // The statuses counted once for all (a hash join), not once per application as the view's statuses_reached would.
    const rows = await this.db.query<{ reached: string; count: string }>(
      `SELECT coalesce(s.reached, 0) AS reached, count(*) AS count FROM application_read a
       LEFT JOIN (SELECT application_id, count(*) AS reached FROM application_status_read GROUP BY application_id) s ON s.application_id = a.id
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} GROUP BY 1`,
      values,
    );
    return rows.map((row) => ({ status: webStatuses[Number(row.reached) - 1] ?? null, count: Number(row.count) }));
  }

  /**
   * The applications before and after one in a list (its filters and order), whether or not it is in the list itself
   * any more: what the reader's previous and next open. Not audited: each is audited when it is read.
   */
  async neighbours(
    caller: Caller,
    number: number,
    filters: ApplicationFilters,
    order: ApplicationOrder,
  ): Promise<{ previous: StaffApplicationRow | null; next: StaffApplicationRow | null }> {
    const staff = requireStaff(caller);
    const [row] = await this.db.query<ListedApplicationRow>(
      `SELECT ${applicationColumns}, ${sortKeyColumn(order)} FROM ${applicationsRead} WHERE a.number = $1`,
      [parseInput(applicationNumberInput, number)],
    );
    if (!row) throw new NotFound('No application has that number.');
    const cursor = applicationCursor(row);
    const [before, after] = await Promise.all([
      this.page(filters, { last: 1, before: cursor }, order),
      this.page(filters, { first: 1, after: cursor }, order),
    ]);
    const [previous, next] = [before.rows[0], after.rows[0]];
    return { previous: previous ? rowFor(staff, previous) : null, next: next ? rowFor(staff, next) : null };
  }

  /** One application by its number; reading it is audited. */
  async readByNumber(caller: Caller, number: number): Promise<StaffApplicationRow> {
    const staff = requireStaff(caller);
    const [row] = await this.db.query<StaffApplicationRow>(sql.applicationByNumber, [parseInput(applicationNumberInput, number)]);
    if (!row) throw new NotFound('No application has that number.');
    await this.record(staff, 'application.read', row.id);
    return rowFor(staff, row);
  }

  /** One application; reading it is audited. */
  async read(caller: Caller, applicationId: string): Promise<StaffApplicationRow> {
    const staff = requireStaff(caller);
    const row = await this.existing(applicationId);
    await this.record(staff, 'application.read', row.id);
    return rowFor(staff, row);
  }

  /** The student's successful logins, newest first. */
  async logins(caller: Caller, applicationId: string): Promise<Date[]> {
    requireStaff(caller);
    return (await this.db.query<{ at: Date }>(sql.logins, [applicationId])).map((row) => row.at);
  }

  /** The answer audit log, newest first: the keys each save changed, what they held before, when and by whom. */
  async answerEvents(caller: Caller, applicationId: string, first: number) {
    const staff = requireStaff(caller);
    const limit = parseInput(answerEventsSizeInput, first);
    const events = await this.db.query<{ id: string; keys: string[]; previous: Record<string, unknown>; at: Date; byEmail: string | null }>(
      sql.answerEvents,
      [applicationId, limit],
    );
    return events.map((event) => ({ ...event, previous: answersFor(staff, event.previous) }));
  }

  /**
   * The whole staff audit, newest first, `first` entries after the cursor, of one actor (a member's e-mail, or `command
   * line`) or one action when asked: for admins.
   */
  async audit(caller: Caller, first: number, after?: string | null, filters: AuditFilters = {}) {
    requireAdmin(caller);
    const size = parseInput(auditPageSizeInput, first);
    const position = after ? positionOf(after, auditCursorId) : null;
    const { text, values } = auditPageStatement(parseInput(auditFiltersInput, filters), position, size + 1);
    const rows = await this.db.query<AuditRow>(text, values);
    return {
      rows: rows.slice(0, size).map((row) => ({ ...row, cursor: cursorOf({ createdAtText: row.atText, id: row.id }) })),
      hasNextPage: rows.length > size,
    };
  }

  /** The application of a well-formed id (400 otherwise), or NotFound. */
  private async existing(applicationId: string): Promise<StaffApplicationRow> {
    const [row] = await this.db.query<StaffApplicationRow>(sql.application, [parseInput(applicationIdInput, applicationId)]);
    if (!row) throw new NotFound('No application has that id.');
    return row;
  }
}
