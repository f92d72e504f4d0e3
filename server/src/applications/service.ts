// The applications service: a student's own application (answers, web status, last page, validation, submit,
// add-another, tabs) and visitors' restore links. Every call is scoped to the signed-in student.
import {
  descKey,
  formQuestions,
  isEmptyAnswer,
  isVisible,
  validate,
  webStatuses,
  withoutAccountOnlyAnswers,
  type Answers,
  type FieldError,
  type FormState,
  type WebStatus,
} from '@transfer/form';
import type { Database, Queries, Transaction } from '../db/database';
import { Conflict, Forbidden, NotFound, ValidationError } from '../errors';
import type { SignedInUser } from '../guard';
import { hashToken, newToken, presentedTokenHash } from '../secrets';
import { restoreLinkNotFoundMessage, applicationIncompleteMessage, applicationSubmittedMessage, onlyLastInstanceMessage } from './messages';
import type { RestoreLink, Application } from './entity';
import type { AddAnotherCount, CarriedAddAnother, InstanceToRemove, ReportedError, TabChoice } from './input';
import { answersToStore, choicesOfTheForm, hiddenAnswersToClear } from './rules';
import { applicationStatements as statements } from './sql';

export type { ReportedError } from './input';

/** A visitor's saved answers can be restored for this long, and are removed afterwards. */
export const restoreLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The application's row, and the statuses it reached. */
export type ApplicationState = Pick<
  Application,
  'id' | 'userId' | 'number' | 'answers' | 'lastPage' | 'addAnother' | 'tabs' | 'submittedAt' | 'version'
> & {
  /** The statuses reached, in the order of `webStatuses`. */
  statuses: WebStatus[];
};

export type Clock = () => Date;

type Student = Pick<SignedInUser, 'id'>;

/** What the form's conditions read of an application. */
const formStateOf = (state: Pick<ApplicationState, 'answers' | 'addAnother' | 'tabs'>): FormState => ({
  answers: state.answers,
  addAnother: state.addAnother,
  tabs: state.tabs,
});

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

/** The file questions the form hides in `state`: a document attached to one goes with it (a tab left). */
function hiddenFileQuestions(state: FormState, today: Date): string[] {
  return formQuestions.flatMap(({ node }) => (node.kind === 'file' && !isVisible(node, state, today) ? [node.key] : []));
}

/** Counts one request from an address, rejecting past its limit (http/limits.ts). */
export type AddressLimit = (address: string) => Promise<void>;

/** Counts one request of a student (by id), rejecting past its limit (http/limits.ts). */
export type StudentLimit = (studentId: string) => Promise<void>;

/** Told once when an application is submitted, after it is stored (the application PDF is made then). */
export type SubmittedListener = (applicationId: string) => Promise<void>;

/**
 * Removes, inside the transaction that holds the application's lock, the documents attached to these questions (the
 * documents domain's, through the composition root); refuses (Conflict) while one of them is still converting. Answers
 * what to do once the transaction has committed: remove the stored files.
 */
export type RemoveDocuments = (tx: Queries, applicationId: string, answerKeys: string[]) => Promise<() => Promise<void>>;

export interface ApplicationServiceOptions {
  /** Limits how often one address creates restore links; none by default. */
  restoreLinkLimit?: AddressLimit;
  /** Limits how often one student (by id) saves answers; none by default. */
  saveLimit?: StudentLimit;
  onSubmitted?: SubmittedListener;
  /** By default an application has no documents to remove. */
  removeDocuments?: RemoveDocuments;
}

/** What a change under the application's lock does besides answers, and what it leaves to do after the commit. */
interface LockedChange {
  state: ApplicationState;
  afterCommit?: () => Promise<void>;
}

export class ApplicationService {
  private readonly restoreLinkLimit: AddressLimit;
  private readonly saveLimit: StudentLimit;
  private readonly onSubmitted: SubmittedListener;
  private readonly removeDocuments: RemoveDocuments;

  constructor(
    private readonly db: Database,
    private readonly now: Clock = () => new Date(),
    options: ApplicationServiceOptions = {},
  ) {
    this.restoreLinkLimit = options.restoreLinkLimit ?? (async () => {});
    this.saveLimit = options.saveLimit ?? (async () => {});
    this.onSubmitted = options.onSubmitted ?? (async () => {});
    this.removeDocuments = options.removeDocuments ?? (async () => async () => {});
  }

  /**
   * Opens the student's application as their account is confirmed (`db`: that transaction), nothing when they have
   * one: the write that creates it, so that every read finds it and no read creates one.
   */
  async open(student: Student, db: Queries = this.db): Promise<void> {
    await db.execute(statements.create, [student.id]);
  }

  /** The student's application; NotFound for an account never confirmed as a student's. Reads never create one. */
  async get(student: Student): Promise<ApplicationState> {
    const [found] = await this.db.query<ApplicationState>(statements.find, [student.id]);
    if (!found) throw new NotFound('No application has been started for this account.');
    return found;
  }

  /** An application by its id, for whoever was given access to it (a service token, the PDF worker); NotFound if none. */
  async byId(applicationId: string): Promise<ApplicationState> {
    const [found] = await this.db.query<ApplicationState>(statements.findById, [applicationId]);
    if (!found) throw new NotFound('No such application.');
    return found;
  }

  /**
   * Merges `patch` into the student's answers, after the form's rules: an answer its question hides is not stored, a
   * conditional select whose controlling answer changes is cleared, and answers the change hides are cleared. Only
   * values that change are written and audited. While validating, the server's validation report is stored too.
   */
  async save(student: Student, answers: Answers): Promise<ApplicationState> {
    await this.saveLimit(student.id);
    // The common save: read, apply the rules, and write only if the row is still as read (one statement, no lock held
    // across round trips). Anything else (changed meanwhile, submitted, validating) takes the locked path.
    const [current] = await this.db.query<ApplicationState>(statements.find, [student.id]);
    if (current && !current.submittedAt && !current.statuses.includes('validating')) {
      const changes = answersToStore(formStateOf(current), answers, this.now());
      if (Object.keys(changes).length === 0) return current;
      const parameters = [student.id, JSON.stringify(changes), Object.keys(changes), this.now(), current.version];
      const [saved] = await this.db.query<ApplicationState>(statements.saveAtVersion, parameters);
      if (saved) return saved;
    }
    return this.mergeLocked(student, () => answers);
  }

  /**
   * Carries a visitor's answers into the account at login: they fill only the answers still empty, never replace one
   * the student gave, and never bring the SSN; the form's rules apply as to any save. The visitor's add-another counts
   * come first, in the same locked transaction (a block the account shows more of keeps its count), so that the
   * answers of the instances the visitor opened are kept.
   */
  async saveVisitorAnswers(student: Student, carried: Answers, counts: CarriedAddAnother = {}): Promise<ApplicationState> {
    await this.saveLimit(student.id);
    return this.mergeLocked(
      student,
      (stored) => emptyAnswersFilled(stored, carried),
      async (tx, current) => {
        const grown = Object.entries(counts).filter(([buttonId, count]) => count > (current.addAnother[buttonId] ?? 1));
        if (grown.length === 0) return current;
        const [changed] = await tx.query<ApplicationState>(statements.setAddAnotherCounts, [
          student.id,
          JSON.stringify(Object.fromEntries(grown)),
        ]);
        return changed;
      },
    );
  }

  /** How many of the student's answers the restore link's token would change (see applyRestoreLink). */
  async restoreLinkChanges(student: Student, token: unknown): Promise<number> {
    const [restored, current] = await Promise.all([this.restoreLinkAnswers(token), this.get(student)]);
    return answerCount(answersToStore(formStateOf(current), restoredChanges(current.answers, restored), this.now()));
  }

  /**
   * Saves a restore link's answers into the student's, once they said yes: its non-empty answers replace theirs, an
   * empty one replaces nothing, the form's rules apply, and the previous values go to the audit log.
   */
  async applyRestoreLink(student: Student, token: unknown): Promise<ApplicationState> {
    const restored = await this.restoreLinkAnswers(token);
    await this.saveLimit(student.id);
    return this.mergeLocked(student, (stored) => restoredChanges(stored, restored));
  }

  /**
   * Runs `change` in one transaction holding the student's application's lock, once it is known unsubmitted (403 with
   * the saves' message otherwise) and, when `answerKey` is given, while that question shows (400 otherwise): how the
   * documents domain attaches and removes a file (through the composition root), so that nothing changes after submit.
   */
  async changeLocked<T>(
    student: Student,
    answerKey: string | null,
    change: (tx: Transaction, application: ApplicationState) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const current = await this.lock(tx, student);
      if (answerKey !== null && hiddenFileQuestions(formStateOf(current), this.now()).includes(answerKey)) {
        throw new ValidationError('This question is not part of the application as it stands: choose its tab first.');
      }
      return change(tx, current);
    });
  }

  /**
   * Refuses (403, with the saves' message) what would change a submitted application's documents without holding its
   * lock (an upload target, the receiver storing a file that nothing references yet). One small read; it creates nothing.
   */
  async refuseChangesIfSubmitted(student: Student): Promise<void> {
    const [application] = await this.db.query<Pick<ApplicationState, 'submittedAt'>>(statements.submittedAt, [student.id]);
    if (application?.submittedAt) throw new Forbidden(applicationSubmittedMessage);
  }

  /** Records `status` and the statuses before it; 'submitted' is only acknowledged once submitted. */
  async setWebStatus(student: Student, reached: WebStatus): Promise<ApplicationState> {
    return this.db.transaction(async (tx) => {
      const current = await this.find(tx, student, true);
      if (reached === 'submitted' && !current.submittedAt) {
        throw new ValidationError('The application is submitted with the submit call, once it is complete.');
      }
      await this.reach(tx, current, webStatuses.slice(0, webStatuses.indexOf(reached) + 1));
      return this.find(tx, student, false);
    });
  }

  async setLastPage(student: Student, path: string): Promise<ApplicationState> {
    await this.find(this.db, student, false);
    const [changed] = await this.db.query<ApplicationState>(statements.setLastPage, [student.id, path]);
    return changed;
  }

  /** Stores the errors the client found (only the latest report is kept). */
  async saveValidations(student: Student, errors: ReportedError[]): Promise<ReportedError[]> {
    const { id } = await this.find(this.db, student, false);
    await this.storeReport(this.db, id, errors, 'client');
    return errors;
  }

  /**
   * Validates every answer on the server and, with none missing, records started, validating and submitted, in one
   * transaction holding the application's lock: whatever waited for the lock afterwards finds it submitted. Answers
   * the form hides are cleared first, so that what was submitted is what shows. With errors nothing is submitted:
   * they are stored as the latest report and thrown as a ValidationError. Submitting again changes nothing.
   */
  async submit(student: Student): Promise<ApplicationState> {
    const outcome = await this.db.transaction(async (tx) => {
      let current = await this.find(tx, student, true);
      if (current.submittedAt) return { state: current, errors: [], newlySubmitted: false };
      current = await this.mergeChanges(tx, current, hiddenAnswersToClear(formStateOf(current), this.now()));
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

  /**
   * How many instances of an add-another block show: 1 to the block's maximum (never above 10). Fewer instances clear
   * the answers of those no longer shown.
   */
  async setAddAnother(student: Student, input: AddAnotherCount): Promise<ApplicationState> {
    return this.changeApplication(student, async (tx) => {
      const [changed] = await tx.query<ApplicationState>(statements.setAddAnother, [student.id, input.buttonId, input.numComponents]);
      return { state: changed };
    });
  }

  /**
   * Removes the last instance of an add-another block the student added (`instance`, numbered from 1 as the form heads
   * it), in one step: the count goes down by one and the instance's answers are cleared, with their audit row. Only the
   * last one shown can go (409 otherwise), never the first; one already gone changes nothing, so a repeat is harmless.
   */
  async removeAddAnother(student: Student, input: InstanceToRemove): Promise<ApplicationState> {
    return this.changeApplication(student, async (tx, current) => {
      const shown = current.addAnother[input.buttonId] ?? 1;
      if (input.instance > shown) return { state: current };
      if (input.instance < shown) throw new Conflict(onlyLastInstanceMessage);
      const [changed] = await tx.query<ApplicationState>(statements.setAddAnother, [student.id, input.buttonId, shown - 1]);
      return { state: changed };
    });
  }

  /**
   * Records the chosen tab in one step: the answers of the tabs not chosen are cleared (with their audit row) and their
   * documents removed, their files once committed. A document still converting on a tab being left refuses the switch
   * (409, docs/product.md §3.7's words) and changes nothing. Choosing the tab already chosen changes nothing.
   */
  async setTab(student: Student, input: TabChoice): Promise<ApplicationState> {
    return this.changeApplication(student, async (tx, current) => {
      // An explicit choice is kept even when it is the default, so that GET /api/tabs returns it (nothing is removed then).
      if (current.tabs[input.group.tabId] === input.chosenTab) return { state: current };
      const tabs = { ...current.tabs, [input.group.tabId]: input.chosenTab };
      const leftBehind = hiddenFileQuestions(formStateOf({ ...current, tabs }), this.now());
      const afterCommit = await this.removeDocuments(tx, current.id, leftBehind);
      const [changed] = await tx.query<ApplicationState>(statements.setTab, [student.id, input.group.tabId, input.chosenTab]);
      return { state: changed, afterCommit };
    });
  }

  /**
   * Keeps a visitor's answers under a new random restore token, which is returned once and stored only hashed, for 7 days.
   * The SSN is never kept: it stays with an account.
   */
  async createRestoreLink(answers: Answers, address: string): Promise<string> {
    const checked = choicesOfTheForm({}, withoutAccountOnlyAnswers(answers));
    await this.restoreLinkLimit(address);
    const token = newToken();
    const now = this.now();
    await this.db.execute(statements.createRestoreLink, [
      hashToken(token),
      JSON.stringify(checked),
      new Date(now.getTime() + restoreLinkLifetimeMs),
      now,
    ]);
    return token;
  }

  /** The answers kept under the restore token `token`, until it expires. */
  async restoreLinkAnswers(token: unknown): Promise<Answers> {
    const tokenHash = presentedTokenHash(token);
    if (!tokenHash) throw new NotFound(restoreLinkNotFoundMessage);
    const [row] = await this.db.query<Pick<RestoreLink, 'answers'>>(statements.restoreLinkAnswers, [tokenHash, this.now()]);
    if (!row) throw new NotFound(restoreLinkNotFoundMessage);
    return row.answers;
  }

  /** Removes the restore links past their 7 days; returns how many. */
  async removeExpiredRestoreLinks(): Promise<number> {
    return this.db.execute(statements.removeExpiredRestoreLinks, [this.now()]);
  }

  // ---------------------------------------------------------------- storage

  /**
   * Locks the student's application (created on first use), refuses a submitted one, makes what `prepare` changes
   * besides the answers, and merges what `patchOf` makes of its answers after the form's rules, storing the server's
   * report while validating.
   */
  private mergeLocked(
    student: Student,
    patchOf: (stored: Answers) => Answers,
    prepare?: (tx: Transaction, current: ApplicationState) => Promise<ApplicationState>,
  ): Promise<ApplicationState> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, student);
      const current = prepare ? await prepare(tx, locked) : locked;
      const saved = await this.mergeChanges(tx, current, answersToStore(formStateOf(current), patchOf(current.answers), this.now()));
      if (saved !== locked && saved.statuses.includes('validating')) await this.storeServerReport(tx, saved);
      return saved;
    });
  }

  /**
   * Locks the student's application, refuses a submitted one, makes `change` (add-another counts, tabs), then clears
   * the answers the change hides and stores the server's report while validating; what is left to do runs after the
   * commit.
   */
  private async changeApplication(
    student: Student,
    change: (tx: Transaction, current: ApplicationState) => Promise<LockedChange>,
  ): Promise<ApplicationState> {
    const { state, afterCommit } = await this.db.transaction(async (tx): Promise<LockedChange> => {
      const current = await this.lock(tx, student);
      const changed = await change(tx, current);
      if (changed.state === current) return changed;
      const cleared = await this.mergeChanges(tx, changed.state, hiddenAnswersToClear(formStateOf(changed.state), this.now()));
      if (cleared.statuses.includes('validating')) await this.storeServerReport(tx, cleared);
      return { state: cleared, afterCommit: changed.afterCommit };
    });
    await afterCommit?.();
    return state;
  }

  /** Merges answer changes already ruled on into a locked row, with their audit row; nothing when there are none. */
  private async mergeChanges(tx: Queries, current: ApplicationState, changes: Answers): Promise<ApplicationState> {
    if (Object.keys(changes).length === 0) return current;
    const [saved] = await tx.query<ApplicationState>(statements.merge, [
      current.userId,
      JSON.stringify(changes),
      Object.keys(changes),
      this.now(),
    ]);
    return saved;
  }

  /** The student's application, locked for this transaction (created on first use), refused once submitted. */
  private async lock(tx: Queries, student: Student): Promise<ApplicationState> {
    const current = await this.find(tx, student, true);
    if (current.submittedAt) throw new Forbidden(applicationSubmittedMessage);
    return current;
  }

  /** Reads (locking it when asked) the student's application, creating it first when there is none (writes only). */
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
    return validate(state.answers, 'all', formStateOf(state));
  }

  private storeServerReport(db: Queries, state: ApplicationState) {
    return this.storeReport(db, state.id, this.serverErrors(state), 'server');
  }

  private async storeReport(db: Queries, applicationId: string, errors: readonly ReportedError[], source: 'client' | 'server') {
    await db.execute(statements.storeReport, [applicationId, JSON.stringify(errors), source, this.now()]);
  }
}
