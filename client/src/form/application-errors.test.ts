// The errors shown while validating: the whole application's, as the student types, found by validating only the page typed on.
import {
  answerKeysOf,
  formDefinition,
  formQuestions,
  nodesIn,
  optionReads,
  validate,
  visibilityReads,
  type FormNode,
} from '@transfer/form';
import { describe, expect, it } from 'vitest';
import { ApplicationErrors } from './application-errors';
import { Drafts } from './drafts';

const pageOfKey = new Map(formQuestions.flatMap((placed) => answerKeysOf(placed.node).map((key) => [key, placed.page])));

describe('ApplicationErrors', () => {
  it("rests on this: no page's conditions or options read another page's answers", () => {
    for (const page of formDefinition) {
      const nodes = nodesIn(page.sections.flatMap((section) => section.nodes));
      const reads = [
        ...page.sections.flatMap(visibilityReads),
        ...nodes.flatMap((node: FormNode) => [
          ...visibilityReads(node),
          ...(node.kind === 'select' || node.kind === 'radio' ? optionReads(node) : []),
        ]),
      ];
      expect(reads.filter((key) => pageOfKey.has(key) && pageOfKey.get(key) !== page.id)).toEqual([]);
    }
  });

  it("finds the whole application's errors with the unsaved edits, as validating it all would", () => {
    const drafts = new Drafts(
      async () => {},
      () => {},
    );
    const saved = { first_name: 'Ada', college_name: 'Lakemont College' };
    const errors = new ApplicationErrors('about', saved, drafts, {});
    expect(errors.get()).toEqual(validate(saved, 'all'));

    drafts.edit('about', { last_name: 'Lovelace', first_name: '' });
    drafts.edit('education', { college_name: '' });
    const edited = { ...saved, last_name: 'Lovelace', first_name: '', college_name: '' };
    expect(errors.get()).toEqual(validate(edited, 'all'));
    expect(errors.ofPage('about')).toEqual(
      Object.fromEntries(validate(edited, { page: 'about' }).map((error) => [error.key, error.message])),
    );
    drafts.cancel();
  });

  it('keeps the same list while a keystroke changes no error, so that the summary does not render', () => {
    const drafts = new Drafts(
      async () => {},
      () => {},
    );
    const errors = new ApplicationErrors('about', {}, drafts, {});
    drafts.edit('about', { first_name: 'A' });
    const before = errors.get();
    drafts.edit('about', { first_name: 'Ad' });
    expect(errors.get()).toBe(before);
    drafts.edit('about', { last_name: 'L' });
    expect(errors.get()).not.toBe(before);
    drafts.cancel();
  });
});
