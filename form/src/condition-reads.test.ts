import { describe, expect, it } from 'vitest';
import { choiceOptions, formQuestions, isVisible } from './conditions';
import { optionReads } from './condition-reads';
import { visibilityReads } from './conditions';
import { formDefinition } from './definition';
import type { Answers, ChoiceQuestion, FormNode } from './definition/types';
import { placedNodes } from './definition/walk';
import { validApplication } from './testing/valid-application';

const everyNode: FormNode[] = [...placedNodes(formDefinition)].map((placed) => placed.node);
const everySection = formDefinition.flatMap((page) => page.sections);
const choices = formQuestions
  .map((placed) => placed.node)
  .filter((question): question is ChoiceQuestion => question.kind === 'select' || question.kind === 'radio');

/** Only the answers at `keys`: what a node's result may depend on. */
const only = (answers: Answers, keys: readonly string[]): Answers =>
  Object.fromEntries(keys.filter((key) => key in answers).map((key) => [key, answers[key]]));

// Answers that open most conditions, and none at all.
const answerSets: Answers[] = [validApplication, {}];

describe('visibilityReads', () => {
  it.each(answerSets.map((answers, index) => [index, answers]))(
    'lists every answer a node’s visibility reads (answer set %i): the other answers do not change it',
    (_index, answers) => {
      for (const node of [...everyNode, ...everySection]) {
        const reads = visibilityReads(node);
        expect(isVisible(node, { answers: only(answers, reads) }), 'id' in node ? node.id : node.key).toBe(isVisible(node, { answers }));
      }
    },
  );

  it('names the keys of a node’s own condition and of the nodes around it', () => {
    const conditional = everyNode.filter((node) => node.condition !== undefined);
    expect(conditional.length).toBeGreaterThan(10);
    for (const node of conditional) {
      const own = Array.isArray(node.condition) ? node.condition : [node.condition];
      expect(visibilityReads(node)).toEqual(expect.arrayContaining(own.map((condition) => condition.valueKey)));
    }
  });

  it('reads nothing for a node without conditions around it', () => {
    const firstName = everyNode.find((node) => 'key' in node && node.key === 'first_name')!;
    expect(visibilityReads(firstName)).toEqual([]);
  });
});

describe('optionReads', () => {
  it.each(answerSets.map((answers, index) => [index, answers]))(
    'lists every answer a choice’s options read (answer set %i)',
    (_index, answers) => {
      for (const question of choices) {
        expect(choiceOptions(question, only(answers, optionReads(question)))).toEqual(choiceOptions(question, answers));
      }
    },
  );
});
