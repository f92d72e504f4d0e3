// A review's answers read and checked by the form's own engine: the answer model refuses unknown keys and wrong types, choices take their labels from the options, the rules say what a submitted review still lacks, and the criteria give its rating.
import { answerModelOf, findAnswerProblems, type AnswerProblem } from '../answers';
import { labelledChoices } from '../choices';
import { visibilityHolds } from '../conditions';
import type { Answers, Question } from '../definition/types';
import { fieldMessages } from '../validation';
import { reviewForm, type ReviewFormDefinition } from './definition';

/** The review form's questions in order: the criteria, the comment, the recommendation. */
export const reviewQuestionsOf = (form: ReviewFormDefinition): readonly Question[] => [...form.criteria, form.comment, form.recommendation];

export const reviewQuestions = reviewQuestionsOf(reviewForm);
const reviewModel = answerModelOf(reviewQuestions);

/**
 * A patch of a review's answers as it is stored: each choice labelled by its option. Problems: keys the review form
 * does not hold, values of the wrong type or length, a rating or recommendation none of its options.
 */
export function reviewPatch(stored: Answers, patch: unknown): { patch: Answers; problems: AnswerProblem[] } {
  const problems = findAnswerProblems(patch, reviewModel);
  if (problems.length > 0) return { patch: {}, problems };
  return labelledChoices(stored, patch as Answers, reviewQuestions);
}

/** What a review still lacks to be submitted, by key, in form order: the same rules as the application's. */
export function reviewErrors(answers: Answers, today: Date = new Date()): { key: string; message: string }[] {
  const shown = reviewQuestions.filter((question) => visibilityHolds(question.condition, answers));
  const messages = fieldMessages(answers, shown, today);
  return shown
    .filter((question) => messages.has(question.key))
    .map((question) => ({ key: question.key, message: messages.get(question.key)! }));
}

/** A complete review's rating: the mean of its criteria's points; null while one is unrated. */
export function reviewRating(answers: Answers): number | null {
  const points = reviewForm.criteria.map((question) => Number(answers[question.key]));
  return points.every((point) => point >= 1 && point <= 5) ? points.reduce((sum, point) => sum + point, 0) / points.length : null;
}
