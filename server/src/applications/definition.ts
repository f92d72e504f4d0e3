// What the applications service reads from the form definition: the answer keys of each page.
import { answerKeysOf, formPages, formQuestions, type Answers, type FormPageId } from '@transfer/form';

const pageKeys = new Map(
  formPages.map((page) => [
    page.id,
    new Set(formQuestions.filter((placed) => placed.page === page.id).flatMap((placed) => answerKeysOf(placed.node))),
  ]),
);

/** Only the answers that belong to `page`: its questions' keys and their companions (_desc, SMS opt-in). */
export function pageAnswers(page: FormPageId, answers: Answers): Answers {
  const keys = pageKeys.get(page);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys?.has(key)));
}
