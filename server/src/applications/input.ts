// What each request of the applications service takes, declared once: the REST routes and the mutations read their input
// through these and hand the service what they read.
import { z } from 'zod';
import {
  addAnotherMax,
  findAnswerProblems,
  formPages,
  isFormPageId,
  tabGroupOf,
  webStatuses,
  type AnswerProblem,
  type Answers,
} from '@transfer/form';
import { ValidationError } from '../errors';
import { boundedText, wholeNumber } from '../input';

/** A map of known answer keys to values of their type (the form's answer model); each bad key is named. */
export function readAnswers(value: unknown): Answers {
  const problems = findAnswerProblems(value);
  if (problems.length === 0) return value as Answers;
  throw answerProblemsError(problems);
}

/** The 400 for answers the form refuses: every problem in the message, each under its key in the fields. */
export function answerProblemsError(problems: readonly AnswerProblem[]): ValidationError {
  const fields = Object.fromEntries(problems.filter((problem) => problem.key).map((problem) => [problem.key, problem.message]));
  return new ValidationError(problems.map((problem) => problem.message).join(' '), fields);
}

export const webStatusInput = z.enum(webStatuses, { error: `web_status must be one of: ${webStatuses.join(', ')}.` });

const lastPageMessage = `last_page must be one of: ${formPages.map((page) => page.path).join(', ')}.`;
export const lastPageInput = z
  .string({ error: lastPageMessage })
  .refine((path) => formPages.some((page) => page.path === path), lastPageMessage);

/**
 * One field read by a schema that depends on the others, once they are known good (a count's bounds are its button's,
 * a tab's choices its group's); its problems are told under the field's name.
 */
function readDependent<Input extends object, Field extends keyof Input & string, Output>(
  input: Input,
  field: Field,
  schema: z.ZodType<Output>,
  context: z.RefinementCtx,
): Output {
  const read = schema.safeParse(input[field]);
  if (read.success) return read.data;
  for (const issue of read.error.issues) context.addIssue({ code: 'custom', path: [field], message: issue.message });
  return z.NEVER;
}

const addAnotherButtonMessage = 'button_id must be an add-another button of the form.';
export const addAnotherInput = z
  .object({
    buttonId: z.string({ error: addAnotherButtonMessage }).refine((id) => addAnotherMax(id) !== undefined, addAnotherButtonMessage),
    numComponents: z.unknown(),
  })
  .transform((input, context) => {
    const max = addAnotherMax(input.buttonId)!;
    const count = wholeNumber(1, max, `num_components must be a whole number from 1 to ${max}.`);
    return { buttonId: input.buttonId, numComponents: readDependent(input, 'numComponents', count, context) };
  });

/** A visitor's add-another counts carried in with their answers: button id to count, each as addAnotherInput reads it. */
export const carriedAddAnotherInput = z
  .record(z.string(), z.unknown(), { error: 'add_another must map add-another buttons to counts.' })
  .transform((counts, context) => {
    const read: Record<string, number> = {};
    for (const [buttonId, numComponents] of Object.entries(counts)) {
      const parsed = addAnotherInput.safeParse({ buttonId, numComponents });
      if (parsed.success) read[buttonId] = parsed.data.numComponents;
      else for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: [buttonId], message: issue.message });
    }
    return read;
  });

/** An instance of an add-another block to remove, numbered as the form heads it (College 2 is 2); never the first. */
export const removeInstanceInput = z
  .object({
    buttonId: z.string({ error: addAnotherButtonMessage }).refine((id) => addAnotherMax(id) !== undefined, addAnotherButtonMessage),
    instance: z.unknown(),
  })
  .transform((input, context) => {
    const max = addAnotherMax(input.buttonId)!;
    const instance = wholeNumber(2, max, `instance must be a whole number from 2 to ${max}.`);
    return { buttonId: input.buttonId, instance: readDependent(input, 'instance', instance, context) };
  });

const tabGroupMessage = 'tab_id must be a tab group of the form.';
export const tabChoiceInput = z
  .object({
    tabId: z.string({ error: tabGroupMessage }).refine((id) => tabGroupOf(id) !== undefined, tabGroupMessage),
    chosenTab: z.unknown(),
  })
  .transform((input, context) => {
    const group = tabGroupOf(input.tabId)!;
    const tabIds = group.tabs.map((tab) => tab.id);
    const chosen = z.enum(tabIds, { error: `chosen_tab must be one of: ${tabIds.join(', ')}.` });
    return { group, chosenTab: readDependent(input, 'chosenTab', chosen, context) };
  });

/** Bounds on a report posted by the client: far above the form's size, far below anything harmful. */
const reportLimits = { entries: 2000, keyLength: 200, messageLength: 1000 };
const reportMessage = 'The validation errors must be a list of {key, page, message} or a map of key to message.';
const reportText = (max: number) => boundedText(max, reportMessage);
const reportedError = z.object(
  {
    key: reportText(reportLimits.keyLength),
    page: z.string({ error: reportMessage }).refine(isFormPageId, reportMessage).optional(),
    message: reportText(reportLimits.messageLength),
  },
  { error: reportMessage },
);

/** A report as the client posts it: a list of {key, page, message} or a key -> message map; entries come out as the list. */
export const validationReportInput = z.union(
  [
    z.array(reportedError).max(reportLimits.entries, reportMessage),
    z
      .record(z.string(), z.unknown())
      .transform((map) => Object.entries(map).map(([key, message]) => ({ key, message })))
      .pipe(z.array(reportedError).max(reportLimits.entries, reportMessage)),
  ],
  { error: reportMessage },
);

export type ReportedError = z.output<typeof reportedError>;
export type AddAnotherCount = z.output<typeof addAnotherInput>;
export type CarriedAddAnother = z.output<typeof carriedAddAnotherInput>;
export type InstanceToRemove = z.output<typeof removeInstanceInput>;
export type TabChoice = z.output<typeof tabChoiceInput>;
