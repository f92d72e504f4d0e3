import { describe, expect, it } from 'vitest';
import { formQuestions, isRequired, isVisible } from '../conditions';
import { defaultPartner } from '../partner';
import { formDefinition, pageDefinition } from '.';
import { priorityDeadlineAlert } from './about';
import { addAnotherMax, addAnotherNodes, otherTabsAnswerKeys, tabAnswerKeys, tabGroupNodes, tabGroupOf } from './form-parts';
import type { ChoiceQuestion, FormNode, Question } from './types';
import { answerKeysOf, placedNodes } from './walk';

const prefixed = (prefix: string, keys: string) =>
  keys
    .split(/\s+/)
    .filter(Boolean)
    .map((key) => `${prefix}${key}`);

/** The application's fields (the product owner's list, docs/product.md §3.1), written out key by key with the prefixes expanded. */
const specKeys: Record<string, string[]> = {
  about: [
    ...prefixed(
      '',
      `entry_term enroll_type credits_transfer housing_plans applied_major applied_previously_transfer
      applied_previously_term_transfer`,
    ),
    ...prefixed('', 'first_name middle_name last_name suffix preferred_name email_address'),
    ...prefixed('', 'phone_home phone_mobile optin_sms_ind phone_international'),
    ...prefixed('', 'address_line_1 address_line_2 city state zip country'),
    'mailing_addr_same_as_perm_addr',
    ...prefixed('mailing_', 'address_line_1 address_line_2 city state zip country'),
    ...prefixed('', 'gender gender_iden financial_aid birth_date first_gen marital_status'),
    ...prefixed('', 'birth_city birth_state birth_country'),
    ...prefixed('', 'citizenship_type alien_registration_number citizenship citizenship_visa_status legal_state'),
    ...prefixed('', 'native_language frequent_language frequent_language_specify'),
    ...prefixed('', 'ethnicity race_american_indian race_asian race_black race_native_hawaiian race_white'),
    ...prefixed('', 'religious_affiliation religious_affiliation_other_specify'),
    ...['parent_', 'parent_2_', 'guardian_'].flatMap((prefix) =>
      prefixed(
        prefix,
        `prefix first_name last_name email_address phone_home addr_same_as_stu_perm
        address_line_1 address_line_2 city state zip country`,
      ),
    ),
  ],
  education: [
    ...['college_', 'college_2_', 'college_3_', 'college_4_'].flatMap((prefix) =>
      prefixed(
        prefix,
        `ceeb address_line_1 city state name zip country attend_from_month attend_from_year
        attend_to_month attend_to_year type type_other degree degree_other degree_month degree_year credits gpa`,
      ),
    ),
    ...prefixed('hs_', 'ceeb address_line_1 city state name zip country credential gpa'),
    ...prefixed('', 'gpa_scale gpa_scale_other grad_month grad_year'),
    ...prefixed(
      'sat_',
      `taken taken_month taken_year score_math score_reading_writing score_essay_reading
      score_essay_writing score_essay_analysis test_month test_year unsure`,
    ),
    ...prefixed('act_', 'taken taken_month taken_year score_composite test_month test_year unsure'),
    ...prefixed('toefl_', 'taken taken_month taken_year score test_month test_year unsure'),
    ...prefixed(
      'support_',
      `mother father grandparent teacher faith_based_organization friend_adult friend_peer
      extended_family sister brother coach community_based_organization club neighbor`,
    ),
    ...prefixed('', 'employment employment_hours employment_2 employment_2_hours employment_3 employment_3_hours'),
    ...prefixed('', 'employment_4 employment_4_hours'),
  ],
  'final-steps': prefixed('', 'labor_program conviction conviction_comment legal_agree'),
};

/** Keys of this form beyond the outside specification's list (docs/product.md §3.1): the parents' communication preference and relationship, and four more. */
const addedKeys = [
  'parent_communication_preference',
  'parent_relationship',
  'parent_2_communication_preference',
  'parent_2_relationship',
  'ssn',
  'college_transcript',
  'education_comment',
  'submit_steps_viewed',
];

/** SPEC keys hidden while the answers are empty, each by a condition that belongs to it. */
const naturallyConditional = new Set([
  'applied_previously_term_transfer',
  ...prefixed('', 'state mailing_state birth_state parent_state parent_2_state guardian_state'),
  ...prefixed('', 'alien_registration_number citizenship citizenship_visa_status'),
  'frequent_language_specify',
  'religious_affiliation_other_specify',
  ...specKeys.education.filter((key) => /^college_[234]_/.test(key) || /^employment_[234]/.test(key)),
  ...prefixed('', 'college_state hs_state college_type_other college_degree_other gpa_scale_other'),
  ...prefixed('sat_', 'taken_month taken_year score_math score_reading_writing score_essay_reading'),
  ...prefixed('sat_', 'score_essay_writing score_essay_analysis'),
  ...prefixed('act_', 'taken_month taken_year score_composite'),
  ...prefixed('toefl_', 'taken_month taken_year score'),
  'conviction_comment',
]);

const allKeys = formQuestions.flatMap((placed) => answerKeysOf(placed.node).map((key) => ({ key, page: placed.page })));
const questionByKey = new Map(formQuestions.map((placed) => [placed.node.key, placed.node]));
const nodes = [...placedNodes(formDefinition)].map((placed) => placed.node);

describe('the form definition', () => {
  it('has the three pages in step order', () => {
    expect(formDefinition.map((page) => [page.id, page.title])).toEqual([
      ['about', 'Your Information'],
      ['education', 'Your Education'],
      ['final-steps', 'Submit'],
    ]);
    expect(pageDefinition('education')).toBe(formDefinition[1]);
  });

  it.each(Object.entries(specKeys))('holds every SPEC key of page %s exactly once, on that page', (page, keys) => {
    for (const key of keys) {
      expect(
        allKeys.filter((entry) => entry.key === key),
        key,
      ).toEqual([{ key, page }]);
    }
  });

  it('holds no answer key beyond SPEC, the listed additions and the _desc companions of its choices', () => {
    const expected = new Set([...Object.values(specKeys).flat(), ...addedKeys]);
    const extra = allKeys.map((entry) => entry.key).filter((key) => !expected.has(key) && !key.endsWith('_desc'));
    expect(extra).toEqual([]);
  });

  it('shows every SPEC key at /{page}#{key} with empty answers, except those hidden by their own conditions', () => {
    const hidden = formQuestions
      .filter((placed) => !isVisible(placed.node, { answers: {} }))
      .map((placed) => placed.node.key)
      .filter((key) => !addedKeys.includes(key));
    expect(hidden.filter((key) => !naturallyConditional.has(key))).toEqual([]);
    expect(naturallyConditional.size).toBe(hidden.length);
  });

  it('uses every widget kind of the vocabulary', () => {
    const kinds = new Set(nodes.map((node) => node.kind));
    expect([...kinds].sort()).toEqual(
      [
        'text',
        'email',
        'textarea',
        'date',
        'phone',
        'ssn',
        'select',
        'radio',
        'checkbox',
        'confirmation',
        'file',
        'address',
        'school',
        'monthYear',
        'checkGroup',
        'group',
        'addAnother',
        'tabs',
        'dateWindowAlert',
        'content',
      ].sort(),
    );
  });

  it('gives every node an element id of its own', () => {
    const ids = nodes.map((node: FormNode) => ('key' in node ? node.key : node.id));
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('lets conviction_comment hold the partner character_limit and other textareas the default', () => {
    expect(questionByKey.get('conviction_comment')).toMatchObject({
      kind: 'textarea',
      maxLength: defaultPartner.character_limit,
    });
    expect(questionByKey.get('education_comment')).toMatchObject({ kind: 'textarea' });
    expect(questionByKey.get('education_comment')).not.toHaveProperty('maxLength');
  });

  it('makes every State/Province select follow its country (displayAndOptions)', () => {
    const states = [...questionByKey.values()].filter((question) => /(^|_)state$/.test(question.key) && question.key !== 'legal_state');
    expect(states.map((question) => question.key)).toHaveLength(11);
    for (const question of states as ChoiceQuestion[]) {
      expect(question.dependsOn, question.key).toMatchObject({
        valueKey: question.key.replace(/state$/, 'country'),
        mode: 'displayAndOptions',
      });
      expect(questionByKey.get(question.dependsOn!.valueKey)?.kind).toBe('select');
    }
  });

  it('shows applied_previously_term_transfer (displayOnly) only after a previous application', () => {
    const question = questionByKey.get('applied_previously_term_transfer') as ChoiceQuestion;
    expect(question.dependsOn).toEqual({ valueKey: 'applied_previously_transfer', mode: 'displayOnly' });
    expect(isVisible(question, { answers: { applied_previously_transfer: 'N' } })).toBe(false);
    expect(isVisible(question, { answers: { applied_previously_transfer: 'Y' } })).toBe(true);
  });

  it('puts each college and the high school in a school block, the search leaf first', () => {
    const schools = nodes.filter((node) => node.kind === 'school');
    expect(schools.map((school) => [school.category, school.questions[0].key])).toEqual([
      ['college_ceeb', 'college_name'],
      ['college_ceeb', 'college_2_name'],
      ['college_ceeb', 'college_3_name'],
      ['college_ceeb', 'college_4_name'],
      ['hs_ceeb', 'hs_name'],
    ]);
    expect(schools[4].questions.map((question) => question.key)).toEqual(
      prefixed('hs_', 'name ceeb address_line_1 city state zip country'),
    );
    expect(schools.every((school) => school.questions.every((question) => question.key.startsWith(school.prefix)))).toBe(true);
    expect(schools[1].prefix).toBe('college_2_');
  });

  it('offers autocomplete tokens for the student’s own details', () => {
    const tokens = Object.fromEntries(
      ['first_name', 'last_name', 'email_address', 'phone_mobile', 'address_line_1', 'zip', 'country', 'birth_date'].map((key) => [
        key,
        (questionByKey.get(key) as Question).autoComplete,
      ]),
    );
    expect(tokens).toEqual({
      first_name: 'given-name',
      last_name: 'family-name',
      email_address: 'email',
      phone_mobile: 'mobile tel',
      address_line_1: 'address-line1',
      zip: 'postal-code',
      country: 'country',
      birth_date: 'bday',
    });
    expect(questionByKey.get('parent_first_name')?.autoComplete).toBe('section-parent given-name');
  });

  it('offers the SMS opt-in beside the cell phone', () => {
    expect(questionByKey.get('phone_mobile')).toMatchObject({ kind: 'phone', smsOptIn: { key: 'optin_sms_ind' } });
  });

  it('keeps the ssn optional, with a hint on its use', () => {
    expect(questionByKey.get('ssn')).toMatchObject({
      kind: 'ssn',
      hint: expect.stringMatching(/only to match your financial aid/),
    });
    expect(questionByKey.get('ssn')?.required).toBeUndefined();
  });

  it('marks as required exactly the questions docs/product.md §5.2 requires', () => {
    const required = formQuestions.filter((placed) => placed.node.required).map((placed) => placed.node.key);
    expect(required).toEqual([
      'entry_term',
      'credits_transfer',
      'applied_major',
      'first_name',
      'last_name',
      'address_line_1',
      'city',
      'state',
      'country',
      'mailing_address_line_1',
      'mailing_city',
      'mailing_state',
      'mailing_country',
      'birth_date',
      'gender',
      'first_gen',
      'college_name',
      'college_attend_from_month',
      'college_attend_to_month',
      'sat_score_math',
      'sat_score_reading_writing',
      'act_score_composite',
      'toefl_score',
      'conviction',
      'legal_agree',
    ]);
  });

  it('requires the permanent address only while it is the mailing address too', () => {
    const city = formQuestions.find((placed) => placed.node.key === 'city')!.node;
    expect(isRequired(city, { mailing_addr_same_as_perm_addr: true })).toBe(true);
    expect(isRequired(city, { mailing_addr_same_as_perm_addr: false })).toBe(false);
    expect(isRequired(city, {})).toBe(false);
  });

  it.each([
    [new Date(2026, 10, 22), '2026-10-01', '2027-03-01'],
    [new Date(2027, 2, 1, 23, 59), '2026-10-01', '2027-03-01'],
    [new Date(2027, 2, 2), '2027-10-01', '2028-03-01'],
  ])('announces the next March 1 priority deadline on %s', (today, start, end) => {
    expect(priorityDeadlineAlert(today)).toMatchObject({ start, end });
  });
});

describe('the form parts the server checks against', () => {
  it('lists the add-anothers (four colleges, four jobs) and the tab groups', () => {
    expect(addAnotherNodes.map((node) => [node.buttonId, node.max])).toEqual([
      ['college', 4],
      ['employment', 4],
    ]);
    expect(tabGroupNodes.map((node) => [node.tabId, node.defaultTab, node.tabs.map((tab) => tab.id)])).toEqual([
      ['transcript', 'upload', ['upload', 'later']],
    ]);
  });

  it('names the answers of each tab', () => {
    expect(tabAnswerKeys('transcript', 'upload')).toEqual(['college_transcript']);
    expect(tabAnswerKeys('transcript', 'later')).toEqual([]);
    expect(tabAnswerKeys('transcript', 'elsewhere')).toEqual([]);
    expect(tabAnswerKeys('nothing', 'upload')).toEqual([]);
  });

  it('names what choosing a tab clears: the answers of every other tab of its group', () => {
    expect(otherTabsAnswerKeys('transcript', 'later')).toEqual(['college_transcript']);
    expect(otherTabsAnswerKeys('transcript', 'upload')).toEqual([]);
    expect(otherTabsAnswerKeys('nothing', 'upload')).toEqual([]);
    expect(tabGroupOf('transcript')?.defaultTab).toBe('upload');
    expect(tabGroupOf('nothing')).toBeUndefined();
  });

  it('caps each add-another at its own maximum, never above 10, and knows no other button', () => {
    expect(addAnotherMax('college')).toBe(4);
    expect(addAnotherMax('employment')).toBe(4);
    expect(addAnotherMax('college_2')).toBeUndefined();
  });
});
