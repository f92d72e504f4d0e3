// validate(answers, scope): every rule of docs/product.md §5.2 over the visible questions, one error per field, in form order.
import { visiblePlacedQuestions } from '../conditions';
import type { Answers, FieldError, Question, ValidationScope } from '../definition/types';
import { birthDateRule } from './birth-date';
import { emailRule } from './email';
import { mailingAddressRule } from './mailing-address';
import { monthKeyOfYear, monthYearRule } from './month-year';
import { phoneRule } from './phone';
import { requiredRule } from './required';
import type { Rule } from './rule';
import { scoreRule } from './scores';
import { ssnRule } from './ssn';

export * from './messages';
export { birthDateProblem, maximumAge, minimumAge } from './birth-date';
export { allowedFileExtensions, fileProblem, maxFileNameLength, maxFileSize } from './file';
export { mailingSameAsPermanentKey, zipMinimumLength } from './mailing-address';
export { phonePattern, studentPhoneKeys } from './phone';
export { scoreLimits } from './scores';
export { ssnPattern } from './ssn';

export interface ValidationContext {
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
  /** The day ages are counted on; today when omitted. */
  today?: Date;
}

/** In order of precedence: where two rules find fault with one field, the earlier one's message is shown. */
const rules: readonly Rule[] = [requiredRule, birthDateRule, emailRule, phoneRule, mailingAddressRule, scoreRule, ssnRule, monthYearRule];

/** Every rule over the questions showing: the first message for each field that has one, by key. */
export function fieldMessages(answers: Answers, shown: readonly Question[], today: Date): Map<string, string> {
  const visible = new Map(shown.map((question) => [question.key, question]));
  const messages = new Map<string, string>();
  for (const { key, message } of rules.flatMap((rule) => rule({ answers, visible, today }))) {
    const field = monthKeyOfYear.get(key) ?? key;
    if (!messages.has(field)) messages.set(field, message);
  }
  return messages;
}

/** The errors of a page or of the whole application: visible questions only, at most one per field, in form order. */
export function validate(answers: Answers, scope: ValidationScope, context: ValidationContext = {}): FieldError[] {
  const today = context.today ?? new Date();
  const shown = visiblePlacedQuestions(scope, { answers, addAnother: context.addAnother, tabs: context.tabs }, today);
  const messages = fieldMessages(
    answers,
    shown.map((placed) => placed.node),
    today,
  );
  return shown
    .filter((placed) => messages.has(placed.node.key))
    .map((placed) => ({ key: placed.node.key, page: placed.page, message: messages.get(placed.node.key)! }));
}
