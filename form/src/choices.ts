// Choices are the form's: a select's or radio's answer is one of the options it offers given the other answers, and its label ({key}_desc) is that option's, never what a client sent.
import { choiceOptions, formQuestions } from './conditions';
import type { Answers, ChoiceQuestion, Question } from './definition/types';
import { descKey } from './definition/walk';
import type { AnswerProblem } from './answers';

const choicesOf = (questions: readonly Question[]): readonly ChoiceQuestion[] =>
  questions.filter((node): node is ChoiceQuestion => node.kind === 'select' || node.kind === 'radio');

const applicationChoices = choicesOf(formQuestions.map((placed) => placed.node));

/** A choice that is none of its question's options, named with the question's label. */
export const choiceNotOfferedMessage = (key: string, label: string) => `Answer "${key}" must be one of the options of "${label}".`;

/**
 * `patch` with every choice's label taken from its option (a client's `_desc` is dropped; an emptied choice's label
 * is emptied), read against the answers it will join (a dependent select's options are those of its controlling answer
 * after the patch). A value that is none of the options a showing question offers is a problem; a question hidden by
 * its own rules is left to the rules that clear it. The questions are the application's unless others are given (the
 * review form's).
 */
export function labelledChoices(
  stored: Answers,
  patch: Answers,
  questions?: readonly Question[],
): { patch: Answers; problems: AnswerProblem[] } {
  const choiceQuestions = questions ? choicesOf(questions) : applicationChoices;
  const descKeys = new Set(choiceQuestions.map((question) => descKey(question.key)));
  const labelled: Answers = Object.fromEntries(Object.entries(patch).filter(([key]) => !descKeys.has(key)));
  const answers = { ...stored, ...labelled };
  const problems: AnswerProblem[] = [];
  for (const question of choiceQuestions) {
    if (!(question.key in labelled)) continue;
    const value = labelled[question.key];
    if (value === '') {
      labelled[descKey(question.key)] = '';
      continue;
    }
    const options = choiceOptions(question, answers);
    if (options === null) continue;
    const option = options.find((candidate) => candidate.value === value);
    if (option) labelled[descKey(question.key)] = option.label;
    else problems.push({ key: question.key, problem: 'choice', message: choiceNotOfferedMessage(question.key, question.label) });
  }
  return { patch: labelled, problems };
}
