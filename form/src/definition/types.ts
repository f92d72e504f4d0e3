// The vocabulary of the form definition: a page is sections, a section is nodes, and leaf questions hold the answer keys.
import type { FormPageId } from '../pages';

/** An answer: text (the empty answer is '') or a checkbox's boolean. */
export type AnswerValue = string | boolean;

/** The student's answers: answer key -> value. Keys may carry a prefix joined with '_' (parent_2_first_name). */
export type Answers = Record<string, AnswerValue>;

/** Add-another data (button id -> number of components shown, default 1) and tabs data (tab id -> chosen tab). */
export interface FormState {
  answers: Answers;
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
}

/** The ten operators of docs/product.md §3.4. 'answered' means truthy; in and notIn test membership of `target`. */
export type Operator = 'equals' | 'notEquals' | 'lt' | 'lte' | 'gt' | 'gte' | 'answered' | 'notAnswered' | 'in' | 'notIn';

/** Holds when the answer at `valueKey` compares with `target` by `operator`. */
export interface Condition {
  valueKey: string;
  operator: Operator;
  target?: AnswerValue | number | readonly AnswerValue[];
}

/** Every node may be conditional: it shows only while its condition holds (all of them, for a list). */
export type Visibility = Condition | readonly Condition[];

export interface Option {
  value: string;
  label: string;
}

// ---------------------------------------------------------------- leaf questions (each holds one answer key)

interface QuestionBase {
  /** The answer key, and the id of the question's element, so that /{page}#{key} lands on it. */
  key: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** A required question is required only while these hold (the permanent address, when it is the mailing address). */
  requiredWhen?: Visibility;
  /** The message when a required question is empty, where it differs from the default. */
  requiredMessage?: string;
  condition?: Visibility;
  /** The HTML autocomplete token for the input, where one applies (given-name, email, postal-code, ...). */
  autoComplete?: string;
}

export interface TextQuestion extends QuestionBase {
  kind: 'text' | 'email';
  /** Default 45. */
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
}

export interface TextareaQuestion extends QuestionBase {
  kind: 'textarea';
  /** Default 1500; the partner's character_limit (7000) where the definition says so. */
  maxLength?: number;
}

/** A calendar date stored as YYYY-MM-DD; the input stores a value only when it is a valid date, else ''. */
export interface DateQuestion extends QuestionBase {
  kind: 'date';
}

/** (999) 999-9999 as the student types; `smsOptIn` is the text-message opt-in checkbox offered beside it. */
export interface PhoneQuestion extends QuestionBase {
  kind: 'phone';
  smsOptIn?: { key: string; label: string };
}

/** 999-99-9999. */
export interface SsnQuestion extends QuestionBase {
  kind: 'ssn';
}

/**
 * Where a select's options depend on another answer (docs/product.md §3.4).
 * displayOnly: the select shows while `condition` on the question holds, with its own `options`.
 * displayAndOptions: the options are `optionsByValue[answers[valueKey]]`; the select shows only when they are non-empty.
 * In both modes, a change of the controlling answer clears the select's value and its _desc.
 */
export interface DependentOptions {
  valueKey: string;
  mode: 'displayOnly' | 'displayAndOptions';
  optionsByValue?: Readonly<Record<string, readonly Option[]>>;
}

/** A select or radio group; the chosen option's label is stored at `{key}_desc`. */
export interface ChoiceQuestion extends QuestionBase {
  kind: 'select' | 'radio';
  /** Without the blank '--' option: selects show it first themselves. Empty when `dependsOn` supplies them. */
  options: readonly Option[];
  dependsOn?: DependentOptions;
}

/** One checkbox, answered true or false. */
export interface CheckboxQuestion extends QuestionBase {
  kind: 'checkbox';
}

/** A button or a checkbox that, once pressed or checked, stores true; nodes conditioned on its key are revealed. */
export interface ConfirmationQuestion extends QuestionBase {
  kind: 'confirmation';
  variant: 'button' | 'checkbox';
}

/** A document upload; the answer is the document's status once converted (see docs/product.md §4.3). */
export interface FileQuestion extends QuestionBase {
  kind: 'file';
}

export type Question =
  | TextQuestion
  | TextareaQuestion
  | DateQuestion
  | PhoneQuestion
  | SsnQuestion
  | ChoiceQuestion
  | CheckboxQuestion
  | ConfirmationQuestion
  | FileQuestion;

export type QuestionKind = Question['kind'];

// ---------------------------------------------------------------- composite nodes (structure around leaf questions)

interface CompositeBase {
  /** Unique within the form; the element id of the block. */
  id: string;
  label?: string;
  hint?: string;
  condition?: Visibility;
}

/** Address line 1 (with autocomplete), Apt. #, City, State/Province, ZIP/Postal Code, Country: the leaves in that order. */
export interface AddressBlock extends CompositeBase {
  kind: 'address';
  /** '' for the student's permanent address, 'mailing_', 'parent_', 'parent_2_', 'guardian_'. */
  prefix: string;
  questions: readonly Question[];
}

export type LookupCategory = 'college_ceeb' | 'hs_ceeb' | 'address';

/** The school's name (searched for as it is typed), then its address, city, state, zip and optional country: the leaves, search first. */
export interface SchoolBlock extends CompositeBase {
  kind: 'school';
  /** What its leaves' keys start with: 'college_', 'college_2_', ..., 'hs_'. */
  prefix: string;
  category: Exclude<LookupCategory, 'address'>;
  questions: readonly Question[];
}

/** A month and a year answered together; validation reports one combined error, under the month's key. */
export interface MonthYearNode extends CompositeBase {
  kind: 'monthYear';
  month: ChoiceQuestion;
  year: ChoiceQuestion;
}

/** Several checkboxes under one label, each with its own boolean answer key. */
export interface CheckGroup extends CompositeBase {
  kind: 'checkGroup';
  label: string;
  questions: readonly CheckboxQuestion[];
}

/** A heading or a conditional group of nodes; hidden groups' answers are cleared. */
export interface Group extends CompositeBase {
  kind: 'group';
  nodes: readonly FormNode[];
}

/** Repeats a block: instance i (0-based) shows while addAnother[buttonId] > i. Instances are spelled out with their prefixes. */
export interface AddAnother extends CompositeBase {
  kind: 'addAnother';
  buttonId: string;
  /** The button's text, e.g. 'Add another college'. */
  buttonLabel: string;
  /** At most 10; the number of instances. */
  max: number;
  instances: readonly (readonly FormNode[])[];
}

export interface Tab {
  id: string;
  label: string;
  nodes: readonly FormNode[];
}

/** Tabs whose choice is persisted per `tabId`; changing tab clears the answers of the tab left. */
export interface TabGroup extends CompositeBase {
  kind: 'tabs';
  tabId: string;
  defaultTab: string;
  tabs: readonly Tab[];
}

/** Shows its content only from `start` to `end` (YYYY-MM-DD, inclusive). */
export interface DateWindowAlert extends CompositeBase {
  kind: 'dateWindowAlert';
  start: string;
  end: string;
  severity: 'info' | 'warning';
  content: string;
}

/** A paragraph of guidance. */
export interface Content extends CompositeBase {
  kind: 'content';
  text: string;
}

export type CompositeNode =
  AddressBlock | SchoolBlock | MonthYearNode | CheckGroup | Group | AddAnother | TabGroup | DateWindowAlert | Content;

export type FormNode = Question | CompositeNode;

export interface Section {
  id: string;
  title: string;
  description?: string;
  /** A conditional section is hidden unless this holds, and its answers are cleared. */
  condition?: Visibility;
  nodes: readonly FormNode[];
}

export interface PageDefinition {
  id: FormPageId;
  title: string;
  sections: readonly Section[];
}

/** Where validation is run: one page, or the whole application. */
export type ValidationScope = { page: FormPageId } | 'all';

/** One message for one field, in form order; `key` is the element to link to (/{page}#{key}). */
export interface FieldError {
  key: string;
  page: FormPageId;
  message: string;
}
