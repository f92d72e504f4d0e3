// The applications service: a student's own application (answers, web status, last page, validation, submit,
// add-another, tabs) and visitors' anonymous answers. Every call is scoped to the signed-in student.
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  addAnotherMax,
  findAnswerProblems,
  formPages,
  isFormPageId,
  otherTabsAnswerKeys,
  tabGroupOf,
  validate,
  webStatuses,
  type Answers,
  type FieldError,
  type WebStatus,
} from '@transfer/form';
import { pgPool } from '../db';
import { Forbidden, NotFound, ValidationError } from '../errors';
import type { SignedInUser } from '../guard';
import {
  anonymousAnswersNotFoundMessage,
  applicationIncompleteMessage,
  applicationSubmittedMessage,
} from './messages';
import { mergeAnswersSql, saveAnswersSql, stateSelect } from './sql';

/** A visitor's saved answers can be restored for this long. */
export const anonymousAnswersLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Bounds on a report posted by the client: far above the form's size, far below anything harmful. */
const reportLimits = { entries: 2000, keyLength: 200, messageLength: 1000 };

export interface ApplicationState {
  id: string;
  userId: string;
  answers: Answers;
  lastPage: string | null;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
  submittedAt: Date | null;
  version: number;
  /** The statuses reached, in the order of `webStatuses`. */
  statuses: WebStatus[];
}

/** One entry of a validation report; `page` is absent when the client posted a key -> message map. */
export interface ReportedError {
  key: string;
  page?: string;
  message: string;
}

export type Clock = () => Date;

type Student = Pick<SignedInUser, 'id'>;

interface StateRow {
  id: string;
  user_id: string;
  answers: Answers;
  last_page: string | null;
  add_another: Record<string, number>;
  tabs: Record<string, string>;
  submitted_at: Date | null;
  version: number;
  statuses: WebStatus[];
}

function toState(row: StateRow): ApplicationState {
  return {
    id: row.id,
    userId: row.user_id,
    answers: row.answers,
    lastPage: row.last_page,
    addAnother: row.add_another,
    tabs: row.tabs,
    submittedAt: row.submitted_at,
    version: row.version,
    statuses: row.statuses,
  };
}

/** Runs one statement and answers its rows: on the pool's next free connection, or inside a transaction. */
type Query = <T = unknown>(sql: string, parameters: unknown[]) => Promise<T[]>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refuses anything but a map of known answer keys to values of their type, naming each bad key. */
function checkAnswers(value: unknown): Answers {
  const problems = findAnswerProblems(value);
  if (problems.length === 0) return value as Answers;
  const fields = Object.fromEntries(problems.filter((problem) => problem.key).map((problem) => [problem.key, problem.message]));
  throw new ValidationError(problems.map((problem) => problem.message).join(' '), fields);
}

const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** A report as the client posts it: a list of {key, page, message} or a key -> message map. */
function checkReport(value: unknown): ReportedError[] {
  const invalid = new ValidationError(
    'The validation errors must be a list of {key, page, message} or a map of key to message.',
  );
  let entries: unknown[];
  if (Array.isArray(value)) entries = value;
  else if (isPlainObject(value)) entries = Object.entries(value).map(([key, message]) => ({ key, message }));
  else throw invalid;
  if (entries.length > reportLimits.entries) throw invalid;
  return entries.map((entry) => {
    if (!isPlainObject(entry)) throw invalid;
    const { key, page, message } = entry;
    if (!isShortText(key, reportLimits.keyLength) || !isShortText(message, reportLimits.messageLength)) throw invalid;
    if (page === undefined) return { key, message };
    if (typeof page !== 'string' || !isFormPageId(page)) throw invalid;
    return { key, page, message };
  });
}

/** The first message of each field, in form order: the shape of a 400's `errors` and GraphQL's `fields`. */
function messagesByKey(errors: readonly FieldError[]): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const error of errors) byKey[error.key] ??= error.message;
  return byKey;
}

/** The service's statements are a fixed set of texts; each gets a name of its own, so pg prepares it once. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `applications-${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class ApplicationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: Clock = () => new Date(),
  ) {}

  /** The student's application, created on first use. */
  async get(student: Student): Promise<ApplicationState> {
    return this.find(this.db, student, false);
  }

  /** Merges `patch` into the student's answers; while validating, also stores the server's validation report. */
  async save(student: Student, patch: unknown): Promise<ApplicationState> {
    const answers = checkAnswers(patch);
    const parameters = [student.id, JSON.stringify(answers), Object.keys(answers), this.now()];
    const [merged] = await this.db<StateRow>(saveAnswersSql, parameters);
    if (merged) return toState(merged);
    return this.transaction(async (db) => {
      const current = await this.find(db, student, true);
      this.refuseIfSubmitted(current);
      const [row] = await db<StateRow>(mergeAnswersSql, parameters);
      const saved = toState(row);
      if (saved.statuses.includes('validating')) await this.storeServerReport(db, saved);
      return saved;
    });
  }

  /** Records `status` and the statuses before it; 'submitted' is only acknowledged once submitted. */
  async setWebStatus(student: Student, status: unknown): Promise<ApplicationState> {
    const index = webStatuses.indexOf(status as WebStatus);
    if (index < 0) throw new ValidationError(`web_status must be one of: ${webStatuses.join(', ')}.`);
    return this.transaction(async (db) => {
      const current = await this.find(db, student, true);
      if (status === 'submitted' && !current.submittedAt) {
        throw new ValidationError('The application is submitted with the submit call, once it is complete.');
      }
      await this.reach(db, current, webStatuses.slice(0, index + 1));
      return this.find(db, student, false);
    });
  }

  async setLastPage(student: Student, lastPage: unknown): Promise<ApplicationState> {
    if (!formPages.some((page) => page.path === lastPage)) {
      throw new ValidationError(`last_page must be one of: ${formPages.map((page) => page.path).join(', ')}.`);
    }
    await this.find(this.db, student, false);
    return this.update(this.db, student, 'last_page = $2', [lastPage]);
  }

  /** Stores the errors the client found (only the latest report is kept). */
  async saveValidations(student: Student, report: unknown): Promise<ReportedError[]> {
    const errors = checkReport(report);
    const { id } = await this.find(this.db, student, false);
    await this.storeReport(this.db, id, errors, 'client');
    return errors;
  }

  /**
   * Validates every answer on the server and, with none missing, records started, validating and submitted.
   * With errors nothing is submitted: they are stored as the latest report and thrown as a ValidationError.
   * Submitting again answers the same and changes nothing.
   */
  async submit(student: Student): Promise<ApplicationState> {
    const outcome = await this.transaction(async (db) => {
      const current = await this.find(db, student, true);
      if (current.submittedAt) return { state: current, errors: [] };
      const errors = this.serverErrors(current);
      if (errors.length > 0) {
        await this.storeReport(db, current.id, errors, 'server');
        return { state: current, errors };
      }
      await this.reach(db, current, webStatuses);
      await db('UPDATE application SET submitted_at = $2 WHERE id = $1', [current.id, this.now()]);
      return { state: await this.find(db, student, false), errors };
    });
    if (outcome.errors.length > 0) throw new ValidationError(applicationIncompleteMessage, messagesByKey(outcome.errors));
    return outcome.state;
  }

  /** How many instances of an add-another block show: 1 to the block's maximum (never above 10). */
  async setAddAnother(student: Student, buttonId: unknown, numComponents: unknown): Promise<ApplicationState> {
    const max = typeof buttonId === 'string' ? addAnotherMax(buttonId) : undefined;
    if (max === undefined) throw new ValidationError('button_id must be an add-another button of the form.');
    if (!Number.isInteger(numComponents) || (numComponents as number) < 1 || (numComponents as number) > max) {
      throw new ValidationError(`num_components must be a whole number from 1 to ${max}.`);
    }
    return this.transaction(async (db) => {
      this.refuseIfSubmitted(await this.find(db, student, true));
      return this.update(db, student, 'add_another = add_another || jsonb_build_object($2::text, $3::int)', [
        buttonId,
        numComponents,
      ]);
    });
  }

  /** Records the chosen tab; leaving a tab clears the answers of the tabs not chosen, with its audit row. */
  async setTab(student: Student, tabId: unknown, chosenTab: unknown): Promise<ApplicationState> {
    const group = typeof tabId === 'string' ? tabGroupOf(tabId) : undefined;
    if (!group) throw new ValidationError('tab_id must be a tab group of the form.');
    if (!group.tabs.some((tab) => tab.id === chosenTab)) {
      throw new ValidationError(`chosen_tab must be one of: ${group.tabs.map((tab) => tab.id).join(', ')}.`);
    }
    return this.transaction(async (db) => {
      const current = await this.find(db, student, true);
      this.refuseIfSubmitted(current);
      if ((current.tabs[group.tabId] ?? group.defaultTab) !== chosenTab) {
        const cleared = Object.fromEntries(otherTabsAnswerKeys(group.tabId, chosenTab as string).map((key) => [key, '']));
        await db(mergeAnswersSql, [student.id, JSON.stringify(cleared), Object.keys(cleared), this.now()]);
      }
      const saved = await this.update(db, student, 'tabs = tabs || jsonb_build_object($2::text, $3::text)', [
        group.tabId,
        chosenTab,
      ]);
      if (saved.statuses.includes('validating')) await this.storeServerReport(db, saved);
      return saved;
    });
  }

  /** Keeps a visitor's answers under a new random token, which is returned once and stored only hashed. */
  async saveAnonymous(answers: unknown): Promise<string> {
    const checked = checkAnswers(answers);
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db(
      `WITH expired AS (DELETE FROM anonymous_answers WHERE expires_at <= $4)
       INSERT INTO anonymous_answers (token_hash, answers, expires_at) VALUES ($1, $2::jsonb, $3)`,
      [hashToken(token), JSON.stringify(checked), new Date(now.getTime() + anonymousAnswersLifetimeMs), now],
    );
    return token;
  }

  /** The answers kept under `token`, until it expires. */
  async restoreAnonymous(token: unknown): Promise<Answers> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      throw new NotFound(anonymousAnswersNotFoundMessage);
    }
    const [row] = await this.db<{ answers: Answers }>(
      'SELECT answers FROM anonymous_answers WHERE token_hash = $1 AND expires_at > $2',
      [hashToken(token), this.now()],
    );
    if (!row) throw new NotFound(anonymousAnswersNotFoundMessage);
    return row.answers;
  }

  // ---------------------------------------------------------------- storage

  /** Reads (locking it when asked) the student's application, creating it first when there is none. */
  private async find(db: Query, student: Student, lock: boolean): Promise<ApplicationState> {
    const select = `${stateSelect('application')} WHERE a.user_id = $1${lock ? ' FOR UPDATE OF a' : ''}`;
    const [found] = await db<StateRow>(select, [student.id]);
    if (found) return toState(found);
    await db('INSERT INTO application (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [student.id]);
    const [created] = await db<StateRow>(select, [student.id]);
    return toState(created);
  }

  /** Applies `assignments` (parameters from $2) to the student's existing application. */
  private async update(
    db: Query,
    student: Student,
    assignments: string,
    parameters: unknown[],
  ): Promise<ApplicationState> {
    const [row] = await db<StateRow>(
      `WITH changed AS (UPDATE application SET ${assignments} WHERE user_id = $1 RETURNING *) ${stateSelect('changed')}`,
      [student.id, ...parameters],
    );
    return toState(row);
  }

  private async reach(db: Query, application: ApplicationState, statuses: readonly WebStatus[]) {
    await db(
      `INSERT INTO application_status (application_id, status, reached_at)
       SELECT $1, status, $3 FROM unnest($2::text[]) AS status
       ON CONFLICT DO NOTHING`,
      [application.id, statuses, this.now()],
    );
  }

  private serverErrors(state: ApplicationState): FieldError[] {
    return validate(state.answers, 'all', { addAnother: state.addAnother, tabs: state.tabs });
  }

  private storeServerReport(db: Query, state: ApplicationState) {
    return this.storeReport(db, state.id, this.serverErrors(state), 'server');
  }

  private async storeReport(
    db: Query,
    applicationId: string,
    errors: readonly ReportedError[],
    source: 'client' | 'server',
  ) {
    await db(
      `INSERT INTO validation_report (application_id, errors, source, at) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (application_id) DO UPDATE SET errors = excluded.errors, source = excluded.source, at = excluded.at`,
      [applicationId, JSON.stringify(errors), source, this.now()],
    );
  }

  private refuseIfSubmitted(state: ApplicationState) {
    if (state.submittedAt) throw new Forbidden(applicationSubmittedMessage);
  }

  /**
   * Single statements go straight to the DataSource's pg pool (a TypeORM query runner each cost the saving path
   * throughput), as prepared statements: Postgres parses and plans each once per connection.
   */
  private get db(): Query {
    const pool = pgPool(this.dataSource);
    return async (sql, parameters) => (await pool.query({ name: statementName(sql), text: sql, values: parameters })).rows;
  }

  private transaction<T>(work: (db: Query) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work(async (sql, parameters) => (await manager.queryRunner!.query(sql, parameters, true)).records),
    );
  }
}
