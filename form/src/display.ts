// How answers and composite nodes read, shared by the client's widgets and the read-only rendering (the view, the PDF, the summary): the applicant's name, a choice's label, a date, a submission's time, a file's size, a masked SSN, an add-another's instances, a tab group's chosen tab.
import { choiceOptions, formQuestions, isEmptyAnswer } from './conditions';
import { maxAddAnotherInstances } from './definition/builders';
import type { AddAnother, Answers, ChoiceQuestion, FormState, Option, Tab, TabGroup } from './definition/types';
import { descKey } from './definition/walk';

/** The applicant as the form names them: first and last name, else the preferred name, else a neutral word. */
export function applicantName(answers: Answers): string {
  const text = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string).trim() : '');
  return [text('first_name'), text('last_name')].filter(Boolean).join(' ') || text('preferred_name') || 'Applicant';
}

/** A few short options (Yes / No) sit side by side; longer ones are listed one under the other. */
export function isShortList(options: readonly Option[]): boolean {
  return options.length <= 3 && options.every((option) => option.label.length <= 12);
}

/**
 * The label of a radio's or select's answer: that of the option it names (the form's options are the authority on
 * what a choice reads, docs/product.md §3.2); for a value today's options no longer offer (a term or a year that has
 * passed), the label the server stored with it at `{key}_desc`; else the value itself ('' when empty).
 */
export function choiceLabel(question: ChoiceQuestion, answers: Answers): string {
  const value = String(answers[question.key] ?? '');
  const option = (choiceOptions(question, answers) ?? question.options).find((candidate) => candidate.value === value);
  const stored = answers[descKey(question.key)];
  return option?.label ?? (typeof stored === 'string' && stored !== '' ? stored : value);
}

/** A date answer (YYYY-MM-DD) as the student types and reads it, MM/DD/YYYY; '' for anything else. */
export function typedDateOf(iso: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return parts ? `${parts[2]}/${parts[3]}/${parts[1]}` : '';
}

/** When an application was submitted, as the view, the PDF and the receipt give it: 'June 3, 2026 at 4:05 PM PDT' in `timeZone`. */
export function submissionTimeText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(at);
}

/** Whole kilobytes below 1 MB, whole megabytes from there: no decimals. */
export function fileSizeText(bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  return kilobytes < 1024 ? `${kilobytes} KB` : `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** How many instances an add-another may show at most: its own maximum, its instances, never more than 10. */
export function instanceLimit(node: AddAnother): number {
  return Math.min(node.max, node.instances.length, maxAddAnotherInstances);
}

/** How many instances an add-another shows: the count kept for its button (default 1), within its limit. */
export function shownInstanceCount(node: AddAnother, state: FormState): number {
  return Math.min(state.addAnother?.[node.buttonId] ?? 1, instanceLimit(node));
}

/** The title of an add-another's instance: 'Add another college' -> 'College 2' for the second one. */
export function instanceTitle({ buttonLabel, buttonId }: AddAnother, index: number): string {
  const noun = /^add another\s+(.+)$/i.exec(buttonLabel)?.[1] ?? buttonId;
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
}

/** The id of a tab group's chosen tab: the one kept for it, else its default tab. */
export function chosenTabId(node: TabGroup, state: FormState): string {
  return state.tabs?.[node.tabId] ?? node.defaultTab;
}

/** A tab group's chosen tab, whose nodes are the ones that show. */
export function chosenTab(node: TabGroup, state: FormState): Tab | undefined {
  const id = chosenTabId(node, state);
  return node.tabs.find((tab) => tab.id === id);
}

/** An SSN as the student's own copies show it: every digit but the last four hidden ('123-45-6789' -> '***-**-6789'). */
export function maskedSsn(ssn: string): string {
  return ssn.replace(/\d(?=(?:\D*\d){4})/g, '*');
}

let ssnKeys: string[] | undefined;

/** The SSN questions' keys, found once (an export masks every row's). */
export function ssnAnswerKeys(): readonly string[] {
  ssnKeys ??= formQuestions.filter(({ node }) => node.kind === 'ssn').map(({ node }) => node.key);
  return ssnKeys;
}

/** Answers (or any record keyed by answer key) with every SSN masked: what a reader of staff sees of them. */
export function withSsnMasked<T extends Record<string, unknown>>(answers: T): T {
  const held = ssnAnswerKeys().filter((key) => typeof answers[key] === 'string');
  if (held.length === 0) return answers;
  return { ...answers, ...Object.fromEntries(held.map((key) => [key, maskedSsn(answers[key] as string)])) };
}

/** Whether the answers hold an SSN, which the student's own copies mask. */
export function hasSsn(answers: Answers): boolean {
  return formQuestions.some(({ node }) => node.kind === 'ssn' && !isEmptyAnswer(answers[node.key]));
}
