// The errors a form page shows while the application is validating (docs/product.md §4.1), kept current as the student types without validating the whole application at each keystroke.
import { formPages, validate, type Answers, type FieldError, type FormPageId, type FormState } from '@transfer/form';
import type { Drafts } from './drafts';

/** What the page reads of its errors: the summary's list, a page's field errors, and when they may have changed. */
export interface ErrorList {
  /** Every page's errors in form order; the same array until they change, so that the summary renders only then. */
  get(): readonly FieldError[];
  /** The errors of `page`'s fields, by answer key. */
  ofPage(page: FormPageId): Readonly<Record<string, string>>;
  subscribe(listener: () => void): () => void;
}

const none: readonly FieldError[] = [];
const noFieldErrors: Readonly<Record<string, string>> = Object.freeze({});

/** Outside validating: no error shows. */
export const noErrors: ErrorList = { get: () => none, ofPage: () => noFieldErrors, subscribe: () => () => {} };

const sameErrors = (a: readonly FieldError[], b: readonly FieldError[]) =>
  a.length === b.length &&
  a.every((error, index) => error.key === b[index].key && error.message === b[index].message && error.page === b[index].page);

/**
 * Every page's errors over the answers the server holds with the edits over them (an edit saved stays among them: it
 * leaves the drafts as the server takes it, before the page has the server's answers again). A keystroke changes only
 * its own page's edits, and so validates only its page again: no condition reads another page's answers
 * (application-errors.test.ts), and the rules that read several answers (phones, mailing address) read one page's.
 * Another page is validated again only when its edits change (they are saved).
 */
export class ApplicationErrors implements ErrorList {
  private otherPages: { edits: Answers[]; errors: FieldError[] } | undefined;
  /** The errors last found, and the edits they were found with (none yet). */
  private checked: { edits?: Answers; errors: readonly FieldError[] } = { errors: none };
  /** Every edit made while validating, saved or not. */
  private edited: Answers = {};

  constructor(
    private readonly page: FormPageId,
    /** Every page's answers as the server holds them. */
    private readonly saved: Answers,
    private readonly drafts: Drafts,
    private readonly context: Pick<FormState, 'addAnother' | 'tabs'>,
  ) {}

  subscribe = (listener: () => void): (() => void) => this.drafts.subscribe(listener);

  get = (): readonly FieldError[] => {
    const edits = this.drafts.all();
    if (edits !== this.checked.edits) {
      const errors = this.validate();
      this.checked = { edits, errors: sameErrors(errors, this.checked.errors) ? this.checked.errors : errors };
    }
    return this.checked.errors;
  };

  ofPage = (page: FormPageId): Readonly<Record<string, string>> =>
    Object.fromEntries(this.get().flatMap((error) => (error.page === page ? [[error.key, error.message]] : [])));

  private validate(): FieldError[] {
    this.edited = { ...this.edited, ...this.drafts.all() };
    const answers = { ...this.saved, ...this.edited };
    const others = formPages.filter((page) => page.id !== this.page).map((page) => this.drafts.of(page.id));
    if (!this.otherPages || others.some((edits, index) => edits !== this.otherPages!.edits[index])) {
      const errors = validate(answers, 'all', this.context).filter((error) => error.page !== this.page);
      this.otherPages = { edits: others, errors };
    }
    const thisPage = validate(answers, { page: this.page }, this.context);
    return formPages.flatMap((page) =>
      page.id === this.page ? thisPage : this.otherPages!.errors.filter((error) => error.page === page.id),
    );
  }
}
