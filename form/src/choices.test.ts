// Choices are the form's: every select and radio of the form refuses a value it does not offer, and takes its label from its option.
import { describe, expect, it } from 'vitest';
import { choiceNotOfferedMessage, labelledChoices } from './choices';
import { choiceOptions, formQuestions } from './conditions';
import type { ChoiceQuestion } from './definition/types';
import { descKey } from './definition/walk';
import { canadaCode, unitedStatesCode } from './options/countries';

const choices = formQuestions
  .map((placed) => placed.node)
  .filter((node): node is ChoiceQuestion => node.kind === 'select' || node.kind === 'radio');

/** The answers under which `question` shows with options: its controlling answer set, where it has one. */
function answersShowing(question: ChoiceQuestion) {
  const controller = question.dependsOn?.valueKey;
  const controllerValue = controller && Object.keys(question.dependsOn?.optionsByValue ?? {})[0];
  return controller && controllerValue ? { [controller]: controllerValue } : {};
}

describe('a choice', () => {
  it('covers every select and radio of the form', () => {
    expect(choices.length).toBeGreaterThan(30);
  });

  it.each(choices.map((question) => [question.key, question] as const))('%s refuses a value it does not offer', (key, question) => {
    const { problems, patch } = labelledChoices(answersShowing(question), { [key]: 'NOT-AN-OPTION', [descKey(key)]: 'U.S. Citizen' });
    const options = choiceOptions(question, { ...answersShowing(question), [key]: 'NOT-AN-OPTION' });
    if (options === null) return expect(problems).toEqual([]); // hidden by its own condition here: the rules clear it
    expect(problems).toEqual([{ key, problem: 'choice', message: choiceNotOfferedMessage(key, question.label) }]);
    expect(patch).not.toHaveProperty(descKey(key));
  });

  it.each(choices.map((question) => [question.key, question] as const))(
    '%s takes its label from its option, whatever _desc says',
    (key, question) => {
      const shown = answersShowing(question);
      const options = choiceOptions(question, shown);
      if (options === null || options.length === 0) return;
      const [option] = options.slice(-1);
      const { problems, patch } = labelledChoices(shown, {
        [key]: option.value,
        [descKey(key)]: `${option.label} (verified by registrar)`,
      });
      expect(problems).toEqual([]);
      expect(patch[descKey(key)]).toBe(option.label);
    },
  );

  it('empties its label with its value, and drops a label sent alone', () => {
    expect(labelledChoices({ gender: 'F' }, { gender: '' }).patch).toEqual({ gender: '', gender_desc: '' });
    expect(labelledChoices({ gender: 'F' }, { gender_desc: 'Registrar' }).patch).toEqual({});
  });

  it("reads a dependent select's options from its controlling answer after the change", () => {
    const state = { country: unitedStatesCode };
    expect(labelledChoices(state, { state: 'Oregon' }).problems).toEqual([]);
    expect(labelledChoices({ country: canadaCode }, { state: 'Oregon' }).problems).toHaveLength(1);
    // The country and the state in one change: the state is read against the new country.
    expect(labelledChoices({ country: canadaCode }, { country: unitedStatesCode, state: 'Oregon' }).problems).toEqual([]);
    expect(labelledChoices({ country: unitedStatesCode }, { country: canadaCode, state: 'Oregon' }).problems).toHaveLength(1);
  });
});
