// The applications service: a student's own application (answers, web status, last page, validation, submit,
// add-another, tabs) and visitors' anonymous answers. Every call is scoped to the signed-in student.
import {
  addAnotherMax,
  descKey,
  findAnswerProblems,
  isEmptyAnswer,
  formPages,
  isFormPageId,
  otherTabsAnswerKeys,
  tabGroupOf,
  validate,
  webStatuses,
  withoutAccountOnlyAnswers,
  type Answers,
  type FieldError,
  type WebStatus,
} from '@transfer/form';
import type { Database, Queries } from '../db/database';
import { Forbidden, NotFound, ValidationError } from '../errors';
import type { SignedInUser } from '../guard';
import { hashToken, newToken } from '../secrets';
import {
  anonymousAnswersNotFoundMessage,
  applicationIncompleteMessage,
  applicationSubmittedMessage,
} from './messages';
import type { AnonymousAnswers, Application } from './entity';
import { applicationStatements as statements } from './sql';

/** A visitor's saved answers can be restored for this long, and are removed afterwards. */
export const anonymousAnswersLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Bounds on a report posted by the client: far above the form's size, far below anything harmful. */
const reportLimits = { entries: 2000, keyLength: 200, messageLength: 1000 };

/** The application's row, and the statuses it reached. */
export type ApplicationState = Pick<
  Application,
  'id' | 'userId' | 'number' | 'answers' | 'lastPage' | 'addAnother' | 'tabs' | 'submittedAt' | 'version'
> & {
  /** The statuses reached, in the order of `webStatuses`. */
  statuses: WebStatus[];
};

/** One entry of a validation report; `page` is absent when the client posted a key -> message map. */
export interface ReportedError {
  key: string;
  page?: string;
  message: string;
}

export type Clock = () => Date;

type Student = Pick<SignedInUser, 'id'>;

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

/**
 * What a restore link's answers would change in `stored`: their non-empty answers that differ (an empty one never
 * replaces anything), without the answers that stay with an account (the SSN; a token never holds one anyway).
 */
function restoredChanges(stored: Answers, restored: Answers): Answers {
  return Object.fromEntries(
    Object.entries(withoutAccountOnlyAnswers(restored)).filter(([key, value]) => !isEmptyAnswer(value) && stored[key] !== value),
  );
}

/** A visitor's answers carried into an account: only into answers still empty, and never the SSN. */
function emptyAnswersFilled(stored: Answers, carried: Answers): Answers {
  return Object.fromEntries(
    Object.entries(withoutAccountOnlyAnswers(carried)).filter(([key, value]) => !isEmptyAnswer(value) && isEmptyAnswer(stored[key])),
  );
}

/** How many answers `changes` holds, counting a choice and its _desc label as one. */
function answerCount(changes: Answers): number {
  const keys = Object.keys(changes);
  return keys.filter((key) => !keys.some((other) => descKey(other) === key)).length;
}

/** Counts one request from an address, rejecting past its limit (http/limits.ts). */
export type AddressLimit = (address: string) => Promise<void>;

/** Told once when an application is submitted, after it is stored (the application PDF is made then). */
export type SubmittedListener = (applicationId: string) => Promise<void>;

export class ApplicationService {
  constructor(
    private readonly db: Database,
    private readonly now: Clock = () => new Date(),
    /** Limits how often one address keeps anonymous answers; none by default. */
    private readonly anonymousAnswersLimit: AddressLimit = async () => {},
    private readonly onSubmitted: SubmittedListener = async () => {},
  ) {}

  /** The student's application, created on first use. */
  async get(student: Student): Promise<ApplicationState> {
    return this.find(this.db, student, false);
  }

  /** An application by its id, for whoever was given access to it (a service token, the PDF worker); NotFound if none. */
  async byId(applicationId: string): Promise<ApplicationState> {
    const [found] = await this.db.query<ApplicationState>(statements.findById, [applicationId]);
    if (!found) throw new NotFound('No such application.');
    return found;
  }

  /** Merges `patch` into the student's answers; while validating, also stores the server's validation report. */
  async save(student: Student, patch: unknown): Promise<ApplicationState> {
    const answers = checkAnswers(patch);
    const parameters = [student.id, JSON.stringify(answers), Object.keys(answers), this.now()];
    const [merged] = await this.db.query<ApplicationState>(statements.save, parameters);
    return merged ?? this.mergeLocked(student, () => answers);
  }

  /**
   * Carries a visitor's answers into the account at login: they fill only the answers still empty, never replace one
   * the student gave, and never bring the SSN.
   */
  async saveVisitorAnswers(student: Student, patch: unknown): Promise<ApplicationState> {
    const carried = checkAnswers(patch);
    return this.mergeLocked(student, (stored) => emptyAnswersFilled(stored, carried));
  }

  /** How many of the student's answers the restore link's token would change (see applyRestoreLink). */
  async restoreLinkChanges(student: Student, token: unknown): Promise<number> {
    const [restored, current] = await Promise.all([this.restoreAnonymous(token), this.get(student)]);
    return answerCount(restoredChanges(current.answers, restored));
  }

  /**
   * Saves a restore link's answers into the student's, once they said yes: its non-empty answers replace theirs, an
   * empty one replaces nothing, and the previous values go to the audit log.
   */
  async applyRestoreLink(student: Student, token: unknown): Promise<ApplicationState> {
    const restored = await this.restoreAnonymous(token);
    return this.mergeLocked(student, (stored) => restoredChanges(stored, restored));
  }

  /**
   * Refuses (403, with the saves' message) a change to the rest of a submitted application: its documents, through the
   * composition root. One small read; it creates no application (a student without one has submitted nothing).
   */
  async refuseChangesIfSubmitted(student: Student): Promise<void> {
    const [application] = await this.db.query<Pick<ApplicationState, 'submittedAt'>>(statements.submittedAt, [student.id]);
    if (application) this.refuseIfSubmitted(application);
  }

  /** Records `status` and the statuses before it; 'submitted' is only acknowledged once submitted. */
  async setWebStatus(student: Student, status: unknown): Promise<ApplicationState> {
    const index = webStatuses.indexOf(status as WebStatus);
    if (index < 0) throw new ValidationError(`web_status must be one of: ${webStatuses.join(', ')}.`);
    return this.db.transaction(async (tx) => {
      const current = await this.find(tx, student, true);
      if (status === 'submitted' && !current.submittedAt) {
        throw new ValidationError('The application is submitted with the submit call, once it is complete.');
      }
      await this.reach(tx, current, webStatuses.slice(0, index + 1));
      return this.find(tx, student, false);
    });
  }

  async setLastPage(student: Student, lastPage: unknown): Promise<ApplicationState> {
    if (!formPages.some((page) => page.path === lastPage)) {
      throw new ValidationError(`last_page must be one of: ${formPages.map((page) => page.path).join(', ')}.`);
    }
    await this.find(this.db, student, false);
    const [changed] = await this.db.query<ApplicationState>(statements.setLastPage, [student.id, lastPage]);
    return changed;
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
    const outcome = await this.db.transaction(async (tx) => {
      const current = await this.find(tx, student, true);
      if (current.submittedAt) return { state: current, errors: [], newlySubmitted: false };
      const errors = this.serverErrors(current);
      if (errors.length > 0) {
        await this.storeReport(tx, current.id, errors, 'server');
        return { state: current, errors, newlySubmitted: false };
      }
      await this.reach(tx, current, webStatuses);
      await tx.execute(statements.submit, [current.id, this.now()]);
      return { state: await this.find(tx, student, false), errors, newlySubmitted: true };
    });
    if (outcome.errors.length > 0) throw new ValidationError(applicationIncompleteMessage, messagesByKey(outcome.errors));
    if (outcome.newlySubmitted) await this.onSubmitted(outcome.state.id);
    return outcome.state;
  }

  /** How many instances of an add-another block show: 1 to the block's maximum (never above 10). */
  async setAddAnother(student: Student, buttonId: unknown, numComponents: unknown): Promise<ApplicationState> {
    const max = typeof buttonId === 'string' ? addAnotherMax(buttonId) : undefined;
    if (max === undefined) throw new ValidationError('button_id must be an add-another button of the form.');
    if (!Number.isInteger(numComponents) || (numComponents as number) < 1 || (numComponents as number) > max) {
      throw new ValidationError(`num_components must be a whole number from 1 to ${max}.`);
    }
    return this.db.transaction(async (tx) => {
      this.refuseIfSubmitted(await this.find(tx, student, true));
      const [changed] = await tx.query<ApplicationState>(statements.setAddAnother, [student.id, buttonId, numComponents]);
      return changed;
    });
  }

  /** Records the chosen tab; leaving a tab clears the answers of the tabs not chosen, with its audit row. */
  async setTab(student: Student, tabId: unknown, chosenTab: unknown): Promise<ApplicationState> {
    const group = typeof tabId === 'string' ? tabGroupOf(tabId) : undefined;
    if (!group) throw new ValidationError('tab_id must be a tab group of the form.');
    if (!group.tabs.some((tab) => tab.id === chosenTab)) {
      throw new ValidationError(`chosen_tab must be one of: ${group.tabs.map((tab) => tab.id).join(', ')}.`);
    }
    return this.db.transaction(async (tx) => {
      const current = await this.find(tx, student, true);
      this.refuseIfSubmitted(current);
      if ((current.tabs[group.tabId] ?? group.defaultTab) !== chosenTab) {
        const cleared = Object.fromEntries(otherTabsAnswerKeys(group.tabId, chosenTab as string).map((key) => [key, '']));
        await tx.execute(statements.merge, [student.id, JSON.stringify(cleared), Object.keys(cleared), this.now()]);
      }
      const [saved] = await tx.query<ApplicationState>(statements.setTab, [student.id, group.tabId, chosenTab]);
      if (saved.statuses.includes('validating')) await this.storeServerReport(tx, saved);
      return saved;
    });
  }

  /**
   * Keeps a visitor's answers under a new random token, which is returned once and stored only hashed, for 7 days.
   * The SSN is never kept: it stays with an account.
   */
  async saveAnonymous(answers: unknown, address: string): Promise<string> {
    const checked = withoutAccountOnlyAnswers(checkAnswers(answers));
    await this.anonymousAnswersLimit(address);
    const token = newToken();
    const now = this.now();
    await this.db.execute(statements.saveAnonymous, [
      hashToken(token),
      JSON.stringify(checked),
      new Date(now.getTime() + anonymousAnswersLifetimeMs),
      now,
    ]);
    return token;
  }

  /** The answers kept under `token`, until it expires. */
  async restoreAnonymous(token: unknown): Promise<Answers> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      throw new NotFound(anonymousAnswersNotFoundMessage);
    }
    const [row] = await this.db.query<Pick<AnonymousAnswers, 'answers'>>(statements.restoreAnonymous, [
      hashToken(token),
      this.now(),
    ]);
    if (!row) throw new NotFound(anonymousAnswersNotFoundMessage);
    return row.answers;
  }

  /** Removes the anonymous answers past their 7 days; returns how many. */
  async removeExpiredAnonymousAnswers(): Promise<number> {
    return this.db.execute(statements.removeExpiredAnonymous, [this.now()]);
  }

  // ---------------------------------------------------------------- storage

  /**
   * Locks the student's application (created on first use), refuses a submitted one, and merges what `patchOf` makes
   * of its answers (nothing when it makes nothing), storing the server's report while validating.
   */
  private mergeLocked(student: Student, patchOf: (stored: Answers) => Answers): Promise<ApplicationState> {
    return this.db.transaction(async (tx) => {
      const current = await this.find(tx, student, true);
      this.refuseIfSubmitted(current);
      const patch = patchOf(current.answers);
      if (Object.keys(patch).length === 0) return current;
      const parameters = [student.id, JSON.stringify(patch), Object.keys(patch), this.now()];
      const [saved] = await tx.query<ApplicationState>(statements.merge, parameters);
      if (saved.statuses.includes('validating')) await this.storeServerReport(tx, saved);
      return saved;
    });
  }

  /** Reads (locking it when asked) the student's application, creating it first when there is none. */
  private async find(db: Queries, student: Student, lock: boolean): Promise<ApplicationState> {
    const select = lock ? statements.findLocked : statements.find;
    const [found] = await db.query<ApplicationState>(select, [student.id]);
    if (found) return found;
    await db.execute(statements.create, [student.id]);
    const [created] = await db.query<ApplicationState>(select, [student.id]);
    return created;
  }

  private async reach(db: Queries, application: ApplicationState, statuses: readonly WebStatus[]) {
    await db.execute(statements.reach, [application.id, statuses, this.now()]);
  }

  private serverErrors(state: ApplicationState): FieldError[] {
    return validate(state.answers, 'all', { addAnother: state.addAnother, tabs: state.tabs });
  }

  private storeServerReport(db: Queries, state: ApplicationState) {
    return this.storeReport(db, state.id, this.serverErrors(state), 'server');
  }

  private async storeReport(
    db: Queries,
    applicationId: string,
    errors: readonly ReportedError[],
    source: 'client' | 'server',
  ) {
    await db.execute(statements.storeReport, [applicationId, JSON.stringify(errors), source, this.now()]);
  }

  private refuseIfSubmitted(state: Pick<ApplicationState, 'submittedAt'>) {
    if (state.submittedAt) throw new Forbidden(applicationSubmittedMessage);
  }
}
