// The mailing address (or, when it is the same, the permanent address): line 1, city and country; state for USA and CAN; a 5-character ZIP for USA.
import { canadaCode, unitedStatesCode } from '../options/countries';
import { validationMessages } from './messages';
import { textAnswer, type Problem, type Rule } from './rule';

export const mailingSameAsPermanentKey = 'mailing_addr_same_as_perm_addr';
export const zipMinimumLength = 5;

export const mailingAddressRule: Rule = ({ answers, visible }) => {
  const prefix = answers[mailingSameAsPermanentKey] === true ? '' : 'mailing_';
  const key = (field: string) => `${prefix}${field}`;
  const missing = (field: string) => visible.has(key(field)) && textAnswer(answers, key(field)) === '';
  const country = textAnswer(answers, key('country'));
  const problems: Problem[] = [];
  const require = (field: string, message: string) => {
    if (missing(field)) problems.push({ key: key(field), message });
  };
  require('address_line_1', validationMessages.mailingAddressLine1Required);
  require('city', validationMessages.mailingCityRequired);
  if (country === unitedStatesCode || country === canadaCode) require('state', validationMessages.mailingStateRequired);
  if (
    country === unitedStatesCode &&
    visible.has(key('zip')) &&
    textAnswer(answers, key('zip')).length < zipMinimumLength
  ) {
    problems.push({ key: key('zip'), message: validationMessages.zipTooShort });
  }
  require('country', validationMessages.mailingCountryRequired);
  return problems;
};
