// The optional Social Security number, when given: 999-99-9999 as its input writes it.
import { validationMessages } from './messages';
import { filledQuestions, textAnswer, type Rule } from './rule';

export const ssnPattern = /^\d{3}-\d{2}-\d{4}$/;

export const ssnRule: Rule = (input) =>
  filledQuestions(input, ['ssn'])
    .filter((question) => !ssnPattern.test(textAnswer(input.answers, question.key)))
    .map((question) => ({ key: question.key, message: validationMessages.ssnInvalid }));
