// What a form page does besides showing its questions (docs/product.md §2.2, §2.5 and §4): the last page to return to on load, 'started' for a new application, the last page saved, moving to another page, and the submit sequence. Plain functions over the calls they make, so that they are tested without rendering.
import { defaultRoute, formPages, validate, type Answers, type FieldError, type FormState, type WebStatus } from '@transfer/form';
import type { NavigationState } from '../session/navigation-state';

export interface NavigateOptions {
  /** The step bar replaces the history entry. */
  replace?: boolean;
  state?: NavigationState;
}

/** What every page calls: the router, and the form session's has_changed_page. */
export interface PageCalls {
  navigate(target: string, options?: NavigateOptions): Promise<void>;
  markPageChanged(): void;
}

/** What a signed-in student's page calls besides: the server (through Relay) and the unsaved edits. */
export interface StudentCalls extends PageCalls {
  /** Saves every page's unsaved edits. */
  saveDrafts(): Promise<void>;
  /** Sets the status in the store at once, before the server has it. */
  setLocalWebStatus(status: WebStatus): void;
  /** Posts a status (the mutation tries three times, and stores the answer). */
  postWebStatus(status: WebStatus): Promise<void>;
  saveLastPage(path: string): Promise<unknown>;
  saveValidations(errors: readonly FieldError[]): Promise<unknown>;
  /** Every page's answers as the server holds them. */
  fetchEveryAnswer(): Promise<Answers>;
  submitApplication(): Promise<unknown>;
}

interface LoadState {
  /** The saved last_page. */
  lastPage: string | null | undefined;
  /** The path of the page being loaded. */
  path: string;
  /** The address's #fragment: a link to a field of this page. */
  hash: string;
  /** Whether the last page has been considered already in this load (it is returned to once). */
  isConsidered: boolean;
  hasChangedPage: boolean;
}

/**
 * docs/product.md §2.2: the saved last page to go to on load — once per load, before the student has moved, unless a link
 * names a field of this page, and only when it is another form page.
 */
export function lastPageToRestore({ lastPage, path, hash, isConsidered, hasChangedPage }: LoadState): string | null {
  if (isConsidered || hasChangedPage || hash || !lastPage || lastPage === path) return null;
  return formPages.some((page) => page.path === lastPage) ? lastPage : null;
}

/** docs/product.md §4.1: a null status becomes 'started', here at once and on the server, once per load (`sent` keeps that); a failure is not shown. */
export function postStartedOnce(
  webStatus: WebStatus | null,
  sent: { startedPosted: boolean },
  calls: Pick<StudentCalls, 'setLocalWebStatus' | 'postWebStatus'>,
): void {
  if (webStatus !== null || sent.startedPosted) return;
  sent.startedPosted = true;
  calls.setLocalWebStatus('started');
  calls.postWebStatus('started').catch(() => {});
}

/** docs/product.md §2.2: while started or validating, the page the student is on is saved as the last page, once (`sent` keeps that); a failure is not shown. */
export function saveLastPageOnce(
  { webStatus, lastPage, path }: { webStatus: WebStatus | null; lastPage: string | null | undefined; path: string },
  sent: { lastPagePosted: boolean },
  calls: Pick<StudentCalls, 'saveLastPage'>,
): void {
  if ((webStatus !== 'started' && webStatus !== 'validating') || lastPage === path || sent.lastPagePosted) return;
  sent.lastPagePosted = true;
  calls.saveLastPage(path).catch(() => {});
}

/** A student moves to `target`: the edits are saved first, then (while validating) the errors; the first move sets has_changed_page. */
export async function studentGoTo(
  target: string,
  options: NavigateOptions,
  { isValidating, errors }: { isValidating: boolean; errors: readonly FieldError[] },
  calls: StudentCalls,
): Promise<void> {
  await calls.saveDrafts();
  if (isValidating) await calls.saveValidations(errors);
  calls.markPageChanged();
  await calls.navigate(target, options);
}

/**
 * The submit of docs/product.md §4.2: save; from started, move to validating; validate the whole application as the server holds
 * it and post the errors; then submit and post 'submitted' (the status then takes the student to /completion), or, with
 * anything missing, go to the default route where the summary shows it.
 */
export async function studentSubmit(
  { isValidating, addAnother, tabs }: { isValidating: boolean } & Pick<FormState, 'addAnother' | 'tabs'>,
  calls: StudentCalls,
): Promise<void> {
  await calls.saveDrafts();
  const everyAnswer = await calls.fetchEveryAnswer();
  if (!isValidating) await calls.postWebStatus('validating');
  const missing = validate(everyAnswer, 'all', { addAnother, tabs });
  await calls.saveValidations(missing);
  if (missing.length > 0) {
    calls.markPageChanged();
    await calls.navigate(defaultRoute);
    return;
  }
  await calls.submitApplication();
  await calls.postWebStatus('submitted');
}

/** docs/product.md §2.5: a visitor who has filled in any answer goes to create an account, with the answers, rather than on. */
export async function visitorGoTo(target: string, options: NavigateOptions, answers: Answers, calls: PageCalls): Promise<void> {
  if (hasFilledAnswer(answers)) return visitorSubmit(answers, calls);
  calls.markPageChanged();
  await calls.navigate(target, options);
}

/** A visitor's Submit (and a move with answers): /signup, carrying the answers. */
export function visitorSubmit(answers: Answers, calls: Pick<PageCalls, 'navigate'>): Promise<void> {
  return calls.navigate('/signup', { state: { answers } });
}

const hasFilledAnswer = (answers: Answers) => Object.values(answers).some(Boolean);
