import { describe, expect, it } from 'vitest';
import { answerKeys, answerValueType, findAnswerProblems, maxLengthOf } from './answers';
import { formQuestions } from './conditions';
import { defaultPartner } from './partner';
import { validApplication } from './testing/valid-application';

describe('answerValueType', () => {
  it.each([
    ['first_name', 'text'],
    ['gender', 'text'],
    ['gender_desc', 'text'],
    ['college_4_state_desc', 'text'],
    ['birth_date', 'text'],
    ['college_transcript', 'text'],
    ['race_asian', 'boolean'],
    ['optin_sms_ind', 'boolean'],
    ['legal_agree', 'boolean'],
    ['submit_steps_viewed', 'boolean'],
    ['first_name_desc', undefined],
    ['college_5_name', undefined],
    ['foo', undefined],
    ['__proto__', undefined],
  ])('%s is %s', (key, type) => {
    expect(answerValueType(key)).toBe(type);
  });

  it('knows every key of every question, each once', () => {
    for (const { node } of formQuestions) expect(answerKeys, node.key).toContain(node.key);
    expect(new Set(answerKeys).size).toBe(answerKeys.length);
  });
});

describe('findAnswerProblems', () => {
  it('accepts a valid application and the empty answer for any key', () => {
    expect(findAnswerProblems(validApplication)).toEqual([]);
    expect(findAnswerProblems(Object.fromEntries(answerKeys.map((key) => [key, ''])))).toEqual([]);
    expect(findAnswerProblems({})).toEqual([]);
  });

  it.each([
    [{ foo: 'x' }, 'foo', 'unknown', 'Unknown answer key "foo".'],
    [JSON.parse('{"__proto__": "x"}'), '__proto__', 'unknown', 'Unknown answer key "__proto__".'],
    [{ race_asian: 'yes' }, 'race_asian', 'type', 'Answer "race_asian" must be true, false or empty.'],
    [{ legal_agree: 1 }, 'legal_agree', 'type', 'Answer "legal_agree" must be true, false or empty.'],
    [{ first_name: true }, 'first_name', 'type', 'Answer "first_name" must be text.'],
    [{ first_name: null }, 'first_name', 'type', 'Answer "first_name" must be text.'],
    [{ first_name: 42 }, 'first_name', 'type', 'Answer "first_name" must be text.'],
    [{ first_name: 'x'.repeat(46) }, 'first_name', 'length', 'Answer "first_name" must be at most 45 characters long.'],
    [
      { education_comment: 'x'.repeat(1501) },
      'education_comment',
      'length',
      'Answer "education_comment" must be at most 1500 characters long.',
    ],
    [
      { conviction_comment: 'x'.repeat(7001) },
      'conviction_comment',
      'length',
      'Answer "conviction_comment" must be at most 7000 characters long.',
    ],
  ])('%o: %s %s', (patch, key, problem, message) => {
    expect(findAnswerProblems(patch)).toEqual([{ key, problem, message }]);
  });

  it('accepts text up to the limit', () => {
    expect(findAnswerProblems({ first_name: 'x'.repeat(45), conviction_comment: 'x'.repeat(7000) })).toEqual([]);
  });

  it.each([[null], [[]], ['answers'], [42]])('rejects %o, which is not an object of answers', (patch) => {
    expect(findAnswerProblems(patch)).toEqual([
      { key: '', problem: 'type', message: 'Answers must be an object of answer keys and values.' },
    ]);
  });

  it('reports every problem of a patch', () => {
    expect(findAnswerProblems({ foo: 'x', race_white: 'x', city: 'Portland' }).map((found) => found.key)).toEqual(['foo', 'race_white']);
  });
});

describe('maxLengthOf', () => {
  it('is 45 for text, 1500 for a textarea, the character_limit where the definition says so', () => {
    const byKey = new Map(formQuestions.map((placed) => [placed.node.key, placed.node]));
    expect(maxLengthOf(byKey.get('first_name')!)).toBe(45);
    expect(maxLengthOf(byKey.get('education_comment')!)).toBe(1500);
    expect(maxLengthOf(byKey.get('conviction_comment')!)).toBe(defaultPartner.character_limit);
    expect(maxLengthOf(byKey.get('phone_home')!)).toBe(14);
  });
});
