import { describe, expect, it } from 'vitest';
import type { Answers } from '../definition/types';
import { validApplication } from '../testing/valid-application';
import { validate, validationMessages as m, type ValidationContext } from '.';

/** Ages are counted on a fixed day: 15 June 2025. */
const today = new Date(2025, 5, 15);

const errorsWith = (patch: Answers, context: ValidationContext = {}) =>
  validate({ ...validApplication, ...patch }, 'all', { today, ...context });

/** The one message at `key` once `patch` is applied to a valid application (undefined: no error there). */
const messageAt = (key: string, patch: Answers, context: ValidationContext = {}) =>
  errorsWith(patch, context).find((error) => error.key === key)?.message;

describe('a complete valid application', () => {
  it('validates with zero errors under all, and on each page', () => {
    expect(validate(validApplication, 'all')).toEqual([]);
    expect(validate(validApplication, 'all', { today })).toEqual([]);
    for (const page of ['about', 'education', 'final-steps'] as const) expect(validate(validApplication, { page })).toEqual([]);
  });
});

describe('the SPEC messages', () => {
  it.each([
    [m.firstGenRequired, 'Are you a first-generation college student?'],
    [m.birthDateInvalid, 'A valid date of birth is required.'],
    [m.birthDateUnsupported, 'This date is not supported. Please contact help support for assistance.'],
    [m.birthDateTooYoung, 'You must be 13 years or older to apply.'],
    [m.emailInvalid, 'Please enter a valid e-mail address.'],
    [m.homePhoneInvalid, 'Please enter a valid home phone number.'],
    [m.cellPhoneInvalid, 'Please enter a valid cell phone number.'],
    [m.phoneOneRequired, 'Please enter either a home phone or cell phone number.'],
    [m.cellPhoneRequiredForSms, 'A cell phone number is required to receive text message updates.'],
    [m.zipTooShort, 'ZIP/Postal Code must be at least 5 characters.'],
  ])('%s', (message, spec) => expect(message).toBe(spec));
});

describe('required fields', () => {
  const requiredOn = (scope: Parameters<typeof validate>[1]) =>
    validate({}, scope, { today }).map((error) => [error.key, error.page, error.message]);

  it('on the about page', () => {
    expect(requiredOn({ page: 'about' })).toEqual([
      ['entry_term', 'about', m.entryTermRequired],
      ['credits_transfer', 'about', m.creditsTransferRequired],
      ['applied_major', 'about', m.appliedMajorRequired],
      ['first_name', 'about', m.firstNameRequired],
      ['last_name', 'about', m.lastNameRequired],
      ['phone_home', 'about', m.phoneOneRequired],
      ['mailing_address_line_1', 'about', m.mailingAddressLine1Required],
      ['mailing_city', 'about', m.mailingCityRequired],
      ['mailing_country', 'about', m.mailingCountryRequired],
      ['birth_date', 'about', m.birthDateInvalid],
      ['gender', 'about', m.genderRequired],
      ['first_gen', 'about', m.firstGenRequired],
    ]);
  });

  it('on the education page', () => {
    expect(requiredOn({ page: 'education' })).toEqual([
      ['college_name', 'education', m.collegeNameRequired],
      ['college_attend_from_month', 'education', m.collegeAttendFromRequired],
      ['college_attend_to_month', 'education', m.collegeAttendToRequired],
    ]);
  });

  it('on the final-steps page', () => {
    expect(requiredOn({ page: 'final-steps' })).toEqual([
      ['conviction', 'final-steps', m.convictionRequired],
      ['legal_agree', 'final-steps', m.legalAgreeRequired],
    ]);
  });

  it('on all pages: the three pages’ errors in form order', () => {
    expect(requiredOn('all')).toEqual([
      ...requiredOn({ page: 'about' }),
      ...requiredOn({ page: 'education' }),
      ...requiredOn({ page: 'final-steps' }),
    ]);
  });

  it('takes a blank or whitespace answer as missing, and legal_agree only when true', () => {
    expect(messageAt('first_name', { first_name: '   ' })).toBe(m.firstNameRequired);
    expect(messageAt('legal_agree', { legal_agree: false })).toBe(m.legalAgreeRequired);
    expect(messageAt('legal_agree', { legal_agree: '' })).toBe(m.legalAgreeRequired);
    expect(messageAt('legal_agree', { legal_agree: true })).toBeUndefined();
  });

  it('is satisfied by exactly the answers docs/product.md §5.2 lists', () => {
    const minimal: Answers = {
      entry_term: '2026-fall',
      credits_transfer: '12-23',
      applied_major: 'Biology',
      first_name: 'Ana',
      last_name: 'Ruiz',
      phone_mobile: '(212) 555-0199',
      mailing_address_line_1: '1 Main St',
      mailing_city: 'Albany',
      mailing_country: 'USA',
      mailing_state: 'New York',
      mailing_zip: '12207',
      birth_date: '2000-01-31',
      gender: 'M',
      first_gen: 'N',
      college_name: 'Hudson Valley Community College',
      college_attend_from_month: '9',
      college_attend_to_month: '5',
      conviction: 'N',
      legal_agree: true,
    };
    expect(validate(minimal, 'all', { today })).toEqual([]);
  });
});

describe('birth_date', () => {
  it.each([
    ['2012-06-15', undefined], // exactly 13 years
    ['2012-06-16', m.birthDateTooYoung], // 12 years and 364 days
    ['2030-01-01', m.birthDateTooYoung],
    ['1925-06-15', undefined], // exactly 100 years
    ['1925-06-14', m.birthDateUnsupported], // 100 years and a day
    ['1900-01-01', m.birthDateUnsupported],
    ['2025-02-30', m.birthDateInvalid],
    ['2001-13-01', m.birthDateInvalid],
    ['2001-1-5', m.birthDateInvalid],
    ['not a date', m.birthDateInvalid],
    ['', m.birthDateInvalid],
  ])('%s', (birth_date, message) => {
    expect(messageAt('birth_date', { birth_date })).toBe(message);
  });

  it('counts a leap-day birthday from March 1 in other years', () => {
    expect(messageAt('birth_date', { birth_date: '2012-02-29' }, { today: new Date(2025, 2, 1) })).toBeUndefined();
    expect(messageAt('birth_date', { birth_date: '2012-02-29' }, { today: new Date(2025, 1, 28) })).toBe(m.birthDateTooYoung);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['email_address', 'maria@example', m.emailInvalid],
    ['email_address', 'maria@example.com', undefined],
    ['email_address', '', undefined],
    ['parent_email_address', 'rosa@', 'Parent: Please enter a valid e-mail address.'],
    ['parent_2_email_address', 'rosa@', 'Additional Parent: Please enter a valid e-mail address.'],
    ['guardian_email_address', 'rosa@', 'Guardian: Please enter a valid e-mail address.'],
  ])('%s = %o', (key, value, message) => {
    expect(messageAt(key, { [key]: value })).toBe(message);
  });
});

describe('phones', () => {
  it.each([
    ['phone_home', '(123) 555-0100', m.homePhoneInvalid],
    ['phone_home', '(223) 555-0100', undefined],
    ['phone_home', '(023) 555-0100', m.homePhoneInvalid],
    ['phone_home', '(223) 555-010', m.homePhoneInvalid],
    ['phone_mobile', '(123) 555-0142', m.cellPhoneInvalid],
    ['phone_mobile', '(923) 555-0142', undefined],
    ['parent_phone_home', '(123) 555-0100', 'Parent: Please enter a valid home phone number.'],
    ['parent_2_phone_home', '(123) 555-0100', 'Additional Parent: Please enter a valid home phone number.'],
    ['guardian_phone_home', '(123) 555-0100', 'Guardian: Please enter a valid home phone number.'],
    ['guardian_phone_home', '(223) 555-0100', undefined],
    ['phone_international', '+44 20 7946 0958', undefined],
    ['phone_international', 'call me', m.internationalPhoneInvalid],
    ['phone_international', '+1 23', m.internationalPhoneInvalid],
  ])('%s = %o', (key, value, message) => {
    expect(messageAt(key, { [key]: value })).toBe(message);
  });

  const none = { phone_home: '', phone_mobile: '', phone_international: '', optin_sms_ind: false };
  it.each([
    ['home only', { phone_home: '(503) 555-0100' }, undefined],
    ['cell only', { phone_mobile: '(503) 555-0142' }, undefined],
    ['neither', {}, m.phoneOneRequired],
    ['international only, living in the USA', { phone_international: '+52 55 1234 5678' }, m.phoneOneRequired],
    ['international only, living abroad', { phone_international: '+52 55 1234 5678', country: 'MEX', state: '' }, undefined],
    ['nothing, living abroad', { country: 'MEX', state: '' }, m.phoneOneRequired],
    ['international only, no country yet', { phone_international: '+52 55 1234 5678', country: '', state: '' }, m.phoneOneRequired],
  ])('oneRequired: %s', (_, patch, message) => {
    expect(messageAt('phone_home', { ...none, ...patch })).toBe(message);
  });

  it('needs a cell phone for text message updates', () => {
    const home = { ...none, phone_home: '(503) 555-0100' };
    expect(messageAt('phone_mobile', { ...home, optin_sms_ind: true })).toBe(m.cellPhoneRequiredForSms);
    expect(messageAt('phone_mobile', { ...home, optin_sms_ind: false })).toBeUndefined();
    expect(messageAt('phone_mobile', { ...home, optin_sms_ind: true, phone_mobile: '(503) 555-0142' })).toBeUndefined();
  });
});

describe('the mailing address', () => {
  const separate = (patch: Answers): Answers => ({
    mailing_addr_same_as_perm_addr: false,
    mailing_address_line_1: 'PO Box 12',
    mailing_city: 'Eugene',
    mailing_state: 'Oregon',
    mailing_zip: '97401',
    mailing_country: 'USA',
    ...patch,
  });

  it('needs line 1, city and country', () => {
    const errors = errorsWith(separate({ mailing_address_line_1: '', mailing_city: '', mailing_country: '', mailing_state: '' }));
    expect(errors.map((error) => [error.key, error.message])).toEqual([
      ['mailing_address_line_1', m.mailingAddressLine1Required],
      ['mailing_city', m.mailingCityRequired],
      ['mailing_country', m.mailingCountryRequired],
    ]);
  });

  it.each([
    ['USA', { mailing_state: '' }, 'mailing_state', m.mailingStateRequired],
    ['CAN', { mailing_state: '' }, 'mailing_state', m.mailingStateRequired],
    ['USA', { mailing_zip: '9740' }, 'mailing_zip', m.zipTooShort],
    ['USA', { mailing_zip: '' }, 'mailing_zip', m.zipTooShort],
    ['USA', { mailing_zip: '97401' }, 'mailing_zip', undefined],
    ['CAN', { mailing_state: 'Ontario', mailing_zip: '' }, 'mailing_zip', undefined],
    ['CAN', { mailing_state: 'Ontario', mailing_zip: 'K1A' }, 'mailing_zip', undefined],
    ['MEX', { mailing_state: '', mailing_zip: '' }, 'mailing_state', undefined],
    ['MEX', { mailing_state: '', mailing_zip: '' }, 'mailing_zip', undefined],
  ])('in %s with %o: %s', (country, patch, key, message) => {
    expect(messageAt(key, separate({ mailing_country: country, ...patch }))).toBe(message);
  });

  it('applies to the permanent address when the mailing address is the same', () => {
    const errors = errorsWith({ mailing_addr_same_as_perm_addr: true, address_line_1: '', city: '', zip: '9720' });
    expect(errors.map((error) => [error.key, error.message])).toEqual([
      ['address_line_1', m.mailingAddressLine1Required],
      ['city', m.mailingCityRequired],
      ['zip', m.zipTooShort],
    ]);
    expect(messageAt('country', { mailing_addr_same_as_perm_addr: true, country: '', state: '' })).toBe(m.mailingCountryRequired);
  });

  it('asks nothing of the permanent address while the mailing address is separate', () => {
    expect(errorsWith(separate({ address_line_1: '', city: '', country: '', state: '', zip: '' }))).toEqual([]);
  });
});

describe('test scores', () => {
  const sat = (patch: Answers): Answers => ({ sat_taken: 'Y', ...patch });

  it.each([
    ['199', m.satSectionScore],
    ['200', undefined],
    ['205', m.satSectionScore],
    ['800', undefined],
    ['805', m.satSectionScore],
    ['810', m.satSectionScore],
    ['6OO', m.satSectionScore],
    ['', m.satMathRequired],
  ])('SAT math %o', (score, message) => {
    expect(messageAt('sat_score_math', sat({ sat_score_math: score }))).toBe(message);
  });

  it.each([
    ['190', m.satSectionScore],
    ['780', undefined],
    ['', m.satReadingWritingRequired],
  ])('SAT reading and writing %o', (score, message) => {
    expect(messageAt('sat_score_reading_writing', sat({ sat_score_reading_writing: score }))).toBe(message);
  });

  it.each([
    ['1', m.satEssayScore],
    ['2', undefined],
    ['8', undefined],
    ['9', m.satEssayScore],
    ['', undefined],
  ])('SAT essay %o', (score, message) => {
    for (const key of ['sat_score_essay_reading', 'sat_score_essay_writing', 'sat_score_essay_analysis']) {
      expect(messageAt(key, sat({ [key]: score })), key).toBe(message);
    }
  });

  it.each([
    ['0', m.actCompositeScore],
    ['1', undefined],
    ['36', undefined],
    ['37', m.actCompositeScore],
    ['', m.actCompositeRequired],
  ])('ACT composite %o', (score, message) => {
    expect(messageAt('act_score_composite', { act_taken: 'Y', act_score_composite: score })).toBe(message);
  });

  it.each([
    ['12a', m.toeflScore],
    ['-1', m.toeflScore],
    ['102', undefined],
    ['', m.toeflScoreRequired],
  ])('TOEFL %o', (score, message) => {
    expect(messageAt('toefl_score', { toefl_taken: 'Y', toefl_score: score })).toBe(message);
  });

  it('are neither required nor checked until the test is taken', () => {
    const notTaken = { sat_taken: 'N', sat_score_math: '', act_taken: '', act_score_composite: '99', toefl_taken: 'N' };
    expect(errorsWith(notTaken)).toEqual([]);
  });
});

describe('hidden questions', () => {
  it('are not validated', () => {
    expect(messageAt('college_2_name', { college_2_gpa: '3.1' })).toBeUndefined();
    expect(messageAt('mailing_zip', { mailing_addr_same_as_perm_addr: true, mailing_country: 'USA', mailing_zip: '1' })).toBeUndefined();
    expect(messageAt('sat_score_math', { sat_taken: 'N', sat_score_math: '1' })).toBeUndefined();
  });

  it('are validated once shown: a second college, once added', () => {
    const added = { addAnother: { college: 2 } };
    expect(errorsWith({ college_2_name: 'Lane Community College' }, added)).toEqual([]);
    expect(errorsWith({ college_2_attend_from_year: '2020' }, added).map((error) => error.key)).toEqual(['college_2_attend_from_month']);
  });
});

describe('month/year pairs', () => {
  it('give one combined error under the month key', () => {
    const errors = errorsWith({ college_attend_from_month: '', college_attend_from_year: '2020' });
    expect(errors).toEqual([{ key: 'college_attend_from_month', page: 'education', message: m.collegeAttendFromRequired }]);
  });

  it('need a month to go with a year', () => {
    expect(messageAt('grad_month', { grad_month: '', grad_year: '2019' })).toBe(m.monthRequiredWithYear);
    expect(messageAt('grad_month', { grad_month: '', grad_year: '' })).toBeUndefined();
    expect(errorsWith({ grad_month: '', grad_year: '2019' }).some((error) => error.key === 'grad_year')).toBe(false);
  });
});

describe('the result', () => {
  it('has at most one error per field, in form order', () => {
    const errors = validate({ optin_sms_ind: true, sat_taken: 'Y', college_attend_from_year: '2020', mailing_zip: '1' }, 'all', {
      today,
    });
    const keys = errors.map((error) => error.key);
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.indexOf('phone_home')).toBeLessThan(keys.indexOf('phone_mobile'));
    expect(keys.indexOf('sat_score_math')).toBeLessThan(keys.indexOf('conviction'));
    expect(keys.filter((key) => key === 'college_attend_from_month')).toHaveLength(1);
  });

  it('checks the ssn when one is given', () => {
    expect(messageAt('ssn', { ssn: '123-45-678' })).toBe(m.ssnInvalid);
    expect(messageAt('ssn', { ssn: '' })).toBeUndefined();
  });
});
