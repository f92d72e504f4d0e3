// Required questions (docs/product.md §5.2; the definition marks them, some under conditions): empty text or an unchecked checkbox.
import { isRequired } from '../conditions';
import type { Question } from '../definition/types';
import { validationMessages } from './messages';
import { textAnswer, type Rule } from './rule';

const isAnswered = (question: Question, value: string | boolean | undefined, text: string): boolean =>
  question.kind === 'checkbox' || question.kind === 'confirmation' ? value === true : text !== '';

export const requiredRule: Rule = ({ answers, visible }) =>
  [...visible.values()]
    .filter((question) => isRequired(question, answers) && !isAnswered(question, answers[question.key], textAnswer(answers, question.key)))
    .map((question) => ({ key: question.key, message: question.requiredMessage ?? validationMessages.required }));
