// The mailing address (or, when it is the same, the permanent address) needs a 5-character ZIP in the USA; its street, city, state and country are required questions of the definition (about.ts).
import { unitedStatesCode } from '../options/countries';
import { validationMessages } from './messages';
import { textAnswer, type Rule } from './rule';

export const mailingSameAsPermanentKey = 'mailing_addr_same_as_perm_addr';
export const zipMinimumLength = 5;

export const mailingAddressRule: Rule = ({ answers, visible }) => {
  const prefix = answers[mailingSameAsPermanentKey] === true ? '' : 'mailing_';
  const zip = `${prefix}zip`;
  const isShortUsZip =
    textAnswer(answers, `${prefix}country`) === unitedStatesCode && visible.has(zip) && textAnswer(answers, zip).length < zipMinimumLength;
  return isShortUsZip ? [{ key: zip, message: validationMessages.zipTooShort }] : [];
};
