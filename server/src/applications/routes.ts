// The REST adapter of the applications service: the paths and shapes of docs/product.md §10.1 and §10.2.
import type { Request } from 'express';
import { webStatusOf } from '@transfer/form';
import { requireUser } from '../guard';
import { clientAddress } from '../http/limits';
import type { RestRoute } from '../http/rest';
import { parseInput } from '../input';
import {
  addAnotherInput,
  carriedAddAnotherInput,
  lastPageInput,
  readAnswers,
  removeInstanceInput,
  tabChoiceInput,
  validationReportInput,
  webStatusInput,
} from './input';
import { answersSavedMessage } from './messages';
import type { ApplicationService } from './service';

/** The JSON body as an object; absent or not an object reads as {} so the service names what is missing. */
function body(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};
}

const student = (req: Request) => requireUser(req.user);

/** Where the profile's successful_login comes from (the accounts service). */
export interface LoginHistorySource {
  loginHistory(userId: string): Promise<{ successfulLogin: Date[] }>;
}

/** Where the profile's document_answer comes from (the documents service): the student's documents by answer key. */
export interface DocumentAnswerSource {
  documentAnswer(user: { id: string }): Promise<Record<string, unknown>>;
}

export function applicationRoutes(
  applications: ApplicationService,
  logins: LoginHistorySource,
  documents: DocumentAnswerSource,
): RestRoute[] {
  return [
    {
      method: 'put',
      path: '/api/answer',
      handle: async (req) => {
        await applications.save(student(req), readAnswers(req.body));
        return { message: answersSavedMessage };
      },
    },
    {
      // A visitor's answers and add-another counts carried into the account at login, in one request: the answers fill
      // only answers still empty, never the SSN. Body: {answers, add_another}.
      method: 'put',
      path: '/api/visitor-answers',
      handle: async (req) => {
        const { answers, add_another } = (req.body ?? {}) as { answers?: unknown; add_another?: unknown };
        await applications.saveVisitorAnswers(student(req), readAnswers(answers), parseInput(carriedAddAnotherInput, add_another ?? {}));
        return { message: answersSavedMessage };
      },
    },
    {
      method: 'get',
      path: '/api/profile',
      handle: async (req) => {
        const user = student(req);
        const [application, history, documentAnswer] = await Promise.all([
          applications.get(user),
          logins.loginHistory(user.id),
          documents.documentAnswer(user),
        ]);
        return {
          answer: application.answers,
          document_answer: documentAnswer,
          username: user.email,
          last_page: application.lastPage,
          successful_login: history.successfulLogin.map((at) => ({ successful_login: at.toISOString() })),
          web_status: application.statuses.map((web_status) => ({ web_status })),
        };
      },
    },
    {
      method: 'post',
      path: '/api/web-status',
      handle: async (req) => ({
        web_status: webStatusOf((await applications.setWebStatus(student(req), parseInput(webStatusInput, body(req).web_status))).statuses),
      }),
    },
    {
      method: 'put',
      path: '/api/last-page',
      handle: async (req) => ({
        last_page: (await applications.setLastPage(student(req), parseInput(lastPageInput, body(req).last_page))).lastPage,
      }),
    },
    {
      method: 'post',
      path: '/api/validations',
      handle: async (req) => ({ errors: await applications.saveValidations(student(req), parseInput(validationReportInput, req.body)) }),
    },
    {
      method: 'post',
      path: '/api/submit',
      handle: async (req) => {
        const application = await applications.submit(student(req));
        return { web_status: webStatusOf(application.statuses), submitted_at: application.submittedAt };
      },
    },
    {
      method: 'get',
      path: '/api/add-another',
      handle: async (req) => (await applications.get(student(req))).addAnother,
    },
    {
      method: 'put',
      path: '/api/add-another',
      handle: async (req) => {
        const { button_id, num_components } = body(req);
        const user = student(req);
        const input = parseInput(addAnotherInput, { buttonId: button_id, numComponents: num_components });
        return (await applications.setAddAnother(user, input)).addAnother;
      },
    },
    {
      method: 'delete',
      path: '/api/add-another/:button_id/:instance',
      handle: async (req) => {
        const { button_id, instance } = req.params;
        const user = student(req);
        const input = parseInput(removeInstanceInput, { buttonId: button_id, instance: Number(instance) });
        return (await applications.removeAddAnother(user, input)).addAnother;
      },
    },
    {
      method: 'get',
      path: '/api/tabs',
      handle: async (req) => (await applications.get(student(req))).tabs,
    },
    {
      method: 'put',
      path: '/api/tabs',
      handle: async (req) => {
        const { tab_id, chosen_tab } = body(req);
        return (await applications.setTab(student(req), parseInput(tabChoiceInput, { tabId: tab_id, chosenTab: chosen_tab }))).tabs;
      },
    },
    {
      method: 'post',
      path: '/public/tmp',
      handle: async (req) => ({ token: await applications.createRestoreLink(readAnswers(body(req).answer), clientAddress(req)) }),
    },
    {
      method: 'get',
      path: '/public/tmp',
      handle: async (req) => ({ answer: await applications.restoreLinkAnswers(req.query.token) }),
    },
  ];
}
