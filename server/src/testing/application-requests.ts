// The applications service as its adapters call it: what a client posts, read through the domain's schemas first, so
// that tests can post anything a client might and see the 400 the routes and mutations answer.
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
} from '../applications/input';
import type { ApplicationService } from '../applications/service';

type Student = Parameters<ApplicationService['get']>[0];

export function postedTo(service: ApplicationService) {
  return {
    save: async (student: Student, patch: unknown) => service.save(student, readAnswers(patch)),
    saveVisitorAnswers: async (student: Student, patch: unknown, addAnother: unknown = {}) =>
      service.saveVisitorAnswers(student, readAnswers(patch), parseInput(carriedAddAnotherInput, addAnother)),
    createRestoreLink: async (answers: unknown, address: string) => service.createRestoreLink(readAnswers(answers), address),
    setWebStatus: async (student: Student, status: unknown) => service.setWebStatus(student, parseInput(webStatusInput, status)),
    setLastPage: async (student: Student, path: unknown) => service.setLastPage(student, parseInput(lastPageInput, path)),
    saveValidations: async (student: Student, report: unknown) =>
      service.saveValidations(student, parseInput(validationReportInput, report)),
    setAddAnother: async (student: Student, buttonId: unknown, numComponents: unknown) =>
      service.setAddAnother(student, parseInput(addAnotherInput, { buttonId, numComponents })),
    removeAddAnother: async (student: Student, buttonId: unknown, instance: unknown) =>
      service.removeAddAnother(student, parseInput(removeInstanceInput, { buttonId, instance })),
    setTab: async (student: Student, tabId: unknown, chosenTab: unknown) =>
      service.setTab(student, parseInput(tabChoiceInput, { tabId, chosenTab })),
  };
}
