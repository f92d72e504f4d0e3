import { describe, expect, it } from 'vitest';
import { toAnswers, toCounts, toTabChoices } from './parse';

describe('reading stored form state', () => {
  it('keeps text and true/false answers and drops anything else', () => {
    expect(toAnswers({ first_name: 'Ada', legal_agree: true, age: 3, other: null, list: ['a'] })).toEqual({
      first_name: 'Ada',
      legal_agree: true,
    });
    expect(toAnswers(['a'])).toEqual({});
    expect(toAnswers('text')).toEqual({});
    expect(toAnswers(null)).toEqual({});
  });

  it('keeps whole counts from 1', () => {
    expect(toCounts({ college: 2, employment: 0, other: 1.5, bad: '3', one: 1 })).toEqual({ college: 2, one: 1 });
    expect(toCounts(undefined)).toEqual({});
  });

  it('keeps tab choices that are text', () => {
    expect(toTabChoices({ transcript: 'later', other: 1 })).toEqual({ transcript: 'later' });
    expect(toTabChoices([])).toEqual({});
  });
});
