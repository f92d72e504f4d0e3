// E-mail addresses, the student's and (with the person named) each parent's and the guardian's.
import { isValidEmail } from '../account';
import { messageFor, validationMessages } from './messages';
import { filledQuestions, textAnswer, type Rule } from './rule';

export const emailRule: Rule = (input) =>
  filledQuestions(input, ['email'])
    .filter((question) => !isValidEmail(textAnswer(input.answers, question.key)))
    .map((question) => ({ key: question.key, message: messageFor(question.key, validationMessages.emailInvalid) }));
