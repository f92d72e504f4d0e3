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
  type Answers,
} from '@transfer/form';
import { ValidationError } from '../errors';
import { boundedText } from '../input';

/** A map of known answer keys to values of their type (the form's answer model); each bad key is named. */
export function readAnswers(value: unknown): Answers {
  const problems = findAnswerProblems(value);
  if (problems.length === 0) return value as Answers;
  const fields = Object.fromEntries(problems.filter((problem) => problem.key).map((problem) => [problem.key, problem.message]));
  throw new ValidationError(problems.map((problem) => problem.message).join(' '), fields);
}

export const webStatusInput = z.enum(webStatuses, { error: `web_status must be one of: ${webStatuses.join(', ')}.` });

const lastPageMessage = `last_page must be one of: ${formPages.map((page) => page.path).join(', ')}.`;
export const lastPageInput = z.string({ error: lastPageMessage }).refine((path) => formPages.some((page) => page.path === path), lastPageMessage);

const addAnotherButtonMessage = 'button_id must be an add-another button of the form.';
export const addAnotherInput = z
  .object({
    buttonId: z.string({ error: addAnotherButtonMessage }).refine((id) => addAnotherMax(id) !== undefined, addAnotherButtonMessage),
    numComponents: z.unknown(),
  })
  .transform((input, context) => {
    const max = addAnotherMax(input.buttonId)!;
    const count = input.numComponents;
    if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= max) return { buttonId: input.buttonId, numComponents: count };
    context.addIssue({ code: 'custom', path: ['numComponents'], message: `num_components must be a whole number from 1 to ${max}.` });
    return z.NEVER;
  });

/** An instance of an add-another block to remove, numbered as the form heads it (College 2 is 2); never the first. */
export const removeInstanceInput = z
  .object({
    buttonId: z.string({ error: addAnotherButtonMessage }).refine((id) => addAnotherMax(id) !== undefined, addAnotherButtonMessage),
    instance: z.unknown(),
  })
  .transform((input, context) => {
    const max = addAnotherMax(input.buttonId)!;
    const instance = input.instance;
    if (typeof instance === 'number' && Number.isInteger(instance) && instance >= 2 && instance <= max) return { buttonId: input.buttonId, instance };
    context.addIssue({ code: 'custom', path: ['instance'], message: `instance must be a whole number from 2 to ${max}.` });
    return z.NEVER;
  });

const tabGroupMessage = 'tab_id must be a tab group of the form.';
export const tabChoiceInput = z
  .object({
    tabId: z.string({ error: tabGroupMessage }).refine((id) => tabGroupOf(id) !== undefined, tabGroupMessage),
    chosenTab: z.unknown(),
  })
  .transform((input, context) => {
    const group = tabGroupOf(input.tabId)!;
    const chosen = group.tabs.find((tab) => tab.id === input.chosenTab);
    if (chosen) return { group, chosenTab: chosen.id };
    context.addIssue({ code: 'custom', path: ['chosenTab'], message: `chosen_tab must be one of: ${group.tabs.map((tab) => tab.id).join(', ')}.` });
    return z.NEVER;
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
export type InstanceToRemove = z.output<typeof removeInstanceInput>;
export type TabChoice = z.output<typeof tabChoiceInput>;
