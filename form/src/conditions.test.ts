import { describe, expect, it } from 'vitest';
import {
  answersAfterChange,
  choiceOptions,
  clearHiddenAnswers,
  conditionHolds,
  formQuestions,
  isVisible,
  visibleQuestions,
} from './conditions';
import { formDefinition } from './definition';
import type { Answers, ChoiceQuestion, Condition, FormNode, FormState } from './definition/types';
import { placedNodes } from './definition/walk';
import { canadianProvinceOptions } from './options';
import { validApplication } from './testing/valid-application';

const question = (key: string) => formQuestions.find((placed) => placed.node.key === key)!.node;
const node = (id: string) =>
  [...placedNodes(formDefinition)].map((placed) => placed.node).find((candidate: FormNode) => 'id' in candidate && candidate.id === id)!;

describe('conditionHolds', () => {
  const holds = (operator: Condition['operator'], value: Answers[string] | undefined, target?: Condition['target']) =>
    conditionHolds({ valueKey: 'k', operator, target }, value === undefined ? {} : { k: value });

  it.each([
    ['equals', 'Y', 'Y', true],
    ['equals', 'N', 'Y', false],
    ['equals', true, true, true],
    ['equals', '3', 3, true],
    ['equals', undefined, 'Y', false],
    ['notEquals', 'N', 'Y', true],
    ['notEquals', undefined, true, true],
    ['notEquals', true, true, false],
    ['answered', 'x', undefined, true],
    ['answered', true, undefined, true],
    ['answered', '', undefined, false],
    ['answered', false, undefined, false],
    ['answered', undefined, undefined, false],
    ['notAnswered', '', undefined, true],
    ['notAnswered', false, undefined, true],
    ['notAnswered', 'x', undefined, false],
    ['in', 'b', ['a', 'b'], true],
    ['in', 'c', ['a', 'b'], false],
    ['in', '', ['a', 'b'], false],
    ['notIn', 'c', ['a', 'b'], true],
    ['notIn', 'a', ['a', 'b'], false],
    ['lt', '9', 10, true],
    ['lt', '10', 10, false],
    ['lt', '9', '10', true], // numerically, not as text ('9' > '10')
    ['lte', '10', 10, true],
    ['lte', '11', 10, false],
    ['gt', '11', 10, true],
    ['gt', '10', 10, false],
    ['gte', '10', 10, true],
    ['gte', '9', 10, false],
    ['gt', '2025-03-02', '2025-03-01', true], // as text when not numbers
    ['lt', '', 10, false],
    ['gte', undefined, 0, false],
  ] as const)('%s: %o against %o is %s', (operator, value, target, expected) => {
    expect(holds(operator, value, target as Condition['target'])).toBe(expected);
  });
});

describe('isVisible', () => {
  const empty: FormState = { answers: {} };

  it('shows add-another instances up to the count, one by default', () => {
    expect(isVisible(question('college_name'), empty)).toBe(true);
    expect(isVisible(question('college_2_name'), empty)).toBe(false);
    expect(isVisible(question('college_2_name'), { answers: {}, addAnother: { college: 2 } })).toBe(true);
    expect(isVisible(question('college_3_name'), { answers: {}, addAnother: { college: 2 } })).toBe(false);
    expect(isVisible(question('employment_4_hours'), { answers: {}, addAnother: { employment: 4 } })).toBe(true);
  });

  it('shows the chosen tab, the default one when none is chosen', () => {
    expect(isVisible(question('college_transcript'), empty)).toBe(true);
    expect(isVisible(question('college_transcript'), { answers: {}, tabs: { transcript: 'later' } })).toBe(false);
    expect(isVisible(node('transcript-later'), { answers: {}, tabs: { transcript: 'later' } })).toBe(true);
    expect(isVisible(node('transcript-later'), empty)).toBe(false);
  });

  it('shows a date-window alert from its start to its end day, inclusive', () => {
    const alert = node('priority-deadline');
    if (alert.kind !== 'dateWindowAlert') throw new Error('not an alert');
    const day = (iso: string) => new Date(`${iso}T12:00:00`);
    const before = new Date(day(alert.start).getTime() - 86_400_000);
    const after = new Date(day(alert.end).getTime() + 86_400_000);
    expect([before, day(alert.start), day(alert.end), after].map((today) => isVisible(alert, empty, today))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('reveals the content of a confirmation once it is pressed', () => {
    expect(isVisible(node('after-submit-transcripts'), empty)).toBe(false);
    expect(isVisible(node('after-submit-transcripts'), { answers: { submit_steps_viewed: true } })).toBe(true);
  });

  it('hides a State/Province select unless the country is USA or CAN', () => {
    expect(
      ['', 'USA', 'CAN', 'MEX'].map((country) => isVisible(question('mailing_state'), { answers: { mailing_country: country } })),
    ).toEqual([false, true, true, false]);
  });

  it('hides a whole block with its group: the mailing address when it is the permanent one', () => {
    const same = { answers: { mailing_addr_same_as_perm_addr: true } };
    expect(isVisible(question('mailing_city'), same)).toBe(false);
    expect(isVisible(question('mailing_city'), { answers: { mailing_addr_same_as_perm_addr: false } })).toBe(true);
  });
});

describe('visibleQuestions', () => {
  it('lists a page’s visible leaves in form order', () => {
    const keys = visibleQuestions({ page: 'final-steps' }, { answers: {} }).map((leaf) => leaf.key);
    expect(keys).toEqual(['labor_program', 'conviction', 'submit_steps_viewed', 'legal_agree']);
    const withComment = visibleQuestions({ page: 'final-steps' }, { answers: { conviction: 'Y' } }).map((leaf) => leaf.key);
    expect(withComment).toEqual(['labor_program', 'conviction', 'conviction_comment', 'submit_steps_viewed', 'legal_agree']);
  });

  it('covers every page with scope all', () => {
    const all = visibleQuestions('all', { answers: {} });
    const pages = (['about', 'education', 'final-steps'] as const).flatMap((page) => visibleQuestions({ page }, { answers: {} }));
    expect(all).toEqual(pages);
  });
});

describe('choiceOptions', () => {
  it('gives a dependent select the options of the controlling answer, or null while it is hidden', () => {
    const state = question('state') as ChoiceQuestion;
    expect(choiceOptions(state, { country: 'CAN' })).toEqual(canadianProvinceOptions);
    expect(choiceOptions(state, { country: 'FRA' })).toBeNull();
    expect(choiceOptions(state, {})).toBeNull();
  });

  it('gives a displayOnly select its own options while its condition holds', () => {
    const term = question('applied_previously_term_transfer') as ChoiceQuestion;
    expect(choiceOptions(term, { applied_previously_transfer: 'Y' })).toBe(term.options);
    expect(choiceOptions(term, { applied_previously_transfer: 'N' })).toBeNull();
  });

  it('gives a plain select its options', () => {
    const suffix = question('suffix') as ChoiceQuestion;
    expect(choiceOptions(suffix, {})).toBe(suffix.options);
  });
});

describe('clearHiddenAnswers', () => {
  const apply = (state: FormState) => ({ ...state, answers: { ...state.answers, ...clearHiddenAnswers(state) } });

  it('clears nothing in a consistent application', () => {
    expect(clearHiddenAnswers({ answers: validApplication })).toEqual({});
  });

  it('clears every answer of a hidden question and its _desc', () => {
    const answers = {
      mailing_addr_same_as_perm_addr: true,
      mailing_city: 'Salem',
      mailing_country: 'USA',
      mailing_country_desc: 'United States of America',
      mailing_state: 'Oregon',
      mailing_state_desc: 'Oregon',
      conviction: 'N',
      conviction_comment: 'old text',
      college_2_name: 'Lane Community College',
    };
    expect(clearHiddenAnswers({ answers })).toEqual({
      mailing_city: '',
      mailing_country: '',
      mailing_country_desc: '',
      mailing_state: '',
      mailing_state_desc: '',
      conviction_comment: '',
      college_2_name: '',
    });
    expect(clearHiddenAnswers({ answers, addAnother: { college: 2 } })).not.toHaveProperty('college_2_name');
  });

  it('keeps the true branch of a conditional group and clears the others', () => {
    const answers = {
      citizenship_type: 'INTL',
      alien_registration_number: 'A123456789',
      citizenship: 'MEX',
      citizenship_visa_status: 'F-1',
      legal_state: 'Oregon',
      sat_taken: 'Y',
      sat_score_math: '600',
      sat_test_month: '5',
      sat_unsure: true,
    };
    expect(clearHiddenAnswers({ answers })).toEqual({
      alien_registration_number: '',
      legal_state: '',
      sat_test_month: '',
      sat_unsure: '',
    });
  });

  it('clears what a cleared answer had opened, in one go, and is idempotent', () => {
    const state: FormState = {
      answers: {
        frequent_language: 'Other',
        frequent_language_specify: 'Tigrinya',
        applied_previously_transfer: 'Y',
        applied_previously_term_transfer: '2025-fall',
        college_2_degree: 'OTHER',
        college_2_degree_other: 'Diploma',
        guardian_addr_same_as_stu_perm: true,
        guardian_country: 'CAN',
        guardian_state: 'Ontario',
      },
      tabs: { transcript: 'later' },
    };
    const once = apply(state);
    expect(clearHiddenAnswers(once)).toEqual({});
    expect(apply(once)).toEqual(once);
    expect(once.answers).toMatchObject({
      frequent_language_specify: 'Tigrinya',
      applied_previously_term_transfer: '2025-fall',
      college_2_degree: '',
      college_2_degree_other: '',
      guardian_country: '',
      guardian_state: '',
    });
  });
});

describe('answersAfterChange', () => {
  const state: FormState = {
    answers: { country: 'USA', country_desc: 'United States of America', state: 'Oregon', state_desc: 'Oregon' },
  };

  it('clears a state select and its _desc when the country changes', () => {
    expect(answersAfterChange(state, { country: 'CAN', country_desc: 'Canada' })).toEqual({
      country: 'CAN',
      country_desc: 'Canada',
      state: '',
      state_desc: '',
    });
  });

  it('keeps the state when the country is saved unchanged, or when the change sets the state too', () => {
    expect(answersAfterChange(state, { country: 'USA' })).toEqual({ country: 'USA' });
    const lookup = { country: 'CAN', country_desc: 'Canada', state: 'Ontario', state_desc: 'Ontario' };
    expect(answersAfterChange(state, lookup)).toEqual(lookup);
  });

  it('clears the displayOnly select when its controlling answer changes', () => {
    const before: FormState = {
      answers: { applied_previously_transfer: 'Y', applied_previously_term_transfer: '2025-fall' },
    };
    expect(answersAfterChange(before, { applied_previously_transfer: 'N' })).toEqual({
      applied_previously_transfer: 'N',
      applied_previously_term_transfer: '',
    });
  });

  it('adds nothing for a change of an answer no rule reads, unless its own question is hidden', () => {
    expect(answersAfterChange({ answers: { conviction: 'N' } }, { first_name: 'Ada' })).toEqual({ first_name: 'Ada' });
    expect(answersAfterChange({ answers: { mailing_addr_same_as_perm_addr: true } }, { mailing_city: 'Salem' })).toEqual({
      mailing_city: '',
    });
  });

  it('adds the answers the change hides', () => {
    const before: FormState = { answers: { conviction: 'Y', conviction_comment: 'A long story.' } };
    expect(answersAfterChange(before, { conviction: 'N' })).toEqual({ conviction: 'N', conviction_comment: '' });
  });
});
