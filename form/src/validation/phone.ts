// Phone numbers: the (NXX) XXX-XXXX pattern, one of home or cell (or, living abroad, an international number), and a cell phone for text updates.
import { unitedStatesCode } from '../options/countries';
import { messageFor, validationMessages } from './messages';
import { filledQuestions, textAnswer, type Problem, type Rule } from './rule';

/** (NXX) XXX-XXXX: the area code starts with 2-9, as the input's mask writes it. */
export const phonePattern = /^\([2-9]\d{2}\) \d{3}-\d{4}$/;
/** Digits, spaces and + ( ) . - with 7 to 15 digits, as international numbers are written. */
const internationalPhonePattern = /^\+?[\d\s().-]+$/;

export const studentPhoneKeys = {
  home: 'phone_home',
  mobile: 'phone_mobile',
  international: 'phone_international',
  smsOptIn: 'optin_sms_ind',
  /** The permanent address's country: outside the USA an international number can stand in for a home phone. */
  country: 'country',
} as const;

const isCellPhone = (key: string) => key.endsWith(studentPhoneKeys.mobile);

function isInternationalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return internationalPhonePattern.test(value) && digits >= 7 && digits <= 15;
}

const patternRule: Rule = (input) =>
  filledQuestions(input, ['phone'])
    .filter((question) => !phonePattern.test(textAnswer(input.answers, question.key)))
    .map((question) => ({
      key: question.key,
      message: messageFor(
        question.key,
        isCellPhone(question.key) ? validationMessages.cellPhoneInvalid : validationMessages.homePhoneInvalid,
      ),
    }));

const internationalRule: Rule = ({ answers, visible }) => {
  const value = textAnswer(answers, studentPhoneKeys.international);
  return visible.has(studentPhoneKeys.international) && value !== '' && !isInternationalPhone(value)
    ? [{ key: studentPhoneKeys.international, message: validationMessages.internationalPhoneInvalid }]
    : [];
};

/** 'oneRequired': a home phone unless there is a cell phone (or, with a permanent address abroad, an international one). */
const oneRequiredRule: Rule = ({ answers, visible }) => {
  const has = (key: string) => textAnswer(answers, key) !== '';
  const country = textAnswer(answers, studentPhoneKeys.country);
  const abroad = country !== '' && country !== unitedStatesCode;
  const satisfied = has(studentPhoneKeys.home) || has(studentPhoneKeys.mobile) || (abroad && has(studentPhoneKeys.international));
  return visible.has(studentPhoneKeys.home) && !satisfied
    ? [{ key: studentPhoneKeys.home, message: validationMessages.phoneOneRequired }]
    : [];
};

const smsOptInRule: Rule = ({ answers, visible }) =>
  visible.has(studentPhoneKeys.mobile) && answers[studentPhoneKeys.smsOptIn] === true && textAnswer(answers, studentPhoneKeys.mobile) === ''
    ? [{ key: studentPhoneKeys.mobile, message: validationMessages.cellPhoneRequiredForSms }]
    : [];

export const phoneRule: Rule = (input) =>
  [patternRule, internationalRule, oneRequiredRule, smsOptInRule].flatMap((rule): Problem[] => rule(input));
