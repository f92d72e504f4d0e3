// Page 1, Your Information: enrolment, personal and contact details, demographics, parents and guardian.
import { countryOptions, countryOptionsWithoutUs } from '../options/countries';
import { usStateOptions } from '../options/regions';
import { mailingSameAsPermanentKey } from '../validation/mailing-address';
import { validationMessages } from '../validation/messages';
import {
  addressBlock,
  checkbox,
  content,
  date,
  email,
  equals,
  group,
  isIn,
  notEquals,
  phone,
  radio,
  select,
  ssn,
  stateSelect,
  text,
  yes,
  yesNoOptions,
} from './builders';
import {
  citizenship,
  citizenshipTypeOptions,
  communicationPreferenceOptions,
  creditsTransferOptions,
  enrollTypeOptions,
  entryTermOptions,
  ethnicityOptions,
  genderIdentityOptions,
  genderOptions,
  housingPlanOptions,
  languageOptions,
  majorOptions,
  maritalStatusOptions,
  otherLanguage,
  otherReligion,
  parentRelationshipOptions,
  personPrefixOptions,
  previousTermOptions,
  religiousAffiliationOptions,
  suffixOptions,
  visaStatusOptions,
} from './choices';
import { contactPeople, type ContactPerson } from './people';
import type { DateWindowAlert, PageDefinition, Section } from './types';

/** The priority deadline of each fall is March 1; its notice shows from the October 1 before it until that day. */
export function priorityDeadlineAlert(today: Date = new Date()): DateWindowAlert {
  const year = today.getFullYear();
  const fallYear = today < new Date(year, 2, 2) ? year : year + 1;
  return {
    kind: 'dateWindowAlert',
    id: 'priority-deadline',
    start: `${fallYear - 1}-10-01`,
    end: `${fallYear}-03-01`,
    severity: 'info',
    content: `Apply by March 1, ${fallYear} for priority consideration for Fall ${fallYear} admission, scholarships and campus housing.`,
  };
}

const enrollment: Section = {
  id: 'enrollment',
  title: 'Enrollment',
  nodes: [
    priorityDeadlineAlert(),
    select('entry_term', 'Term you plan to begin', entryTermOptions(), {
      required: true,
      requiredMessage: validationMessages.entryTermRequired,
    }),
    radio('enroll_type', 'Do you plan to enroll full-time or part-time?', enrollTypeOptions),
    select('credits_transfer', 'How many college credits do you plan to transfer?', creditsTransferOptions, {
      required: true,
      requiredMessage: validationMessages.creditsTransferRequired,
    }),
    select('housing_plans', 'Where do you plan to live?', housingPlanOptions),
    select('applied_major', 'Major you are applying to', majorOptions, {
      required: true,
      requiredMessage: validationMessages.appliedMajorRequired,
    }),
    radio('applied_previously_transfer', 'Have you applied to this university before?', yesNoOptions),
    select('applied_previously_term_transfer', 'Which term did you apply for?', previousTermOptions(), {
      condition: equals('applied_previously_transfer', yes),
      dependsOn: { valueKey: 'applied_previously_transfer', mode: 'displayOnly' },
    }),
  ],
};

const personal: Section = {
  id: 'personal',
  title: 'Personal Information',
  description: 'Enter your name as it appears on your official documents.',
  nodes: [
    text('first_name', 'First/Given Name', {
      autoComplete: 'given-name',
      required: true,
      requiredMessage: validationMessages.firstNameRequired,
    }),
    text('middle_name', 'Middle Name', { autoComplete: 'additional-name' }),
    text('last_name', 'Last/Family Name', {
      autoComplete: 'family-name',
      required: true,
      requiredMessage: validationMessages.lastNameRequired,
    }),
    select('suffix', 'Suffix', suffixOptions, { autoComplete: 'honorific-suffix' }),
    text('preferred_name', 'Preferred First Name', { autoComplete: 'nickname' }),
  ],
};

/** docs/product.md §5.2: a mailing address needs its street, city, country, and the state where one is asked (USA, CAN). */
const mailingAddressRequirements = {
  address_line_1: validationMessages.mailingAddressLine1Required,
  city: validationMessages.mailingCityRequired,
  state: validationMessages.mailingStateRequired,
  country: validationMessages.mailingCountryRequired,
};

const contact: Section = {
  id: 'contact',
  title: 'Contact Information',
  nodes: [
    email('email_address', 'E-mail Address'),
    content('phone-guidance', 'Please give us at least one phone number: a home phone or a cell phone.'),
    phone('phone_home', 'Home Phone', { autoComplete: 'home tel' }),
    phone('phone_mobile', 'Cell Phone', {
      autoComplete: 'mobile tel',
      smsOptIn: { key: 'optin_sms_ind', label: 'Send me text message updates about my application.' },
    }),
    text('phone_international', 'International Phone', {
      hint: 'If you live outside the United States, include your country code, for example +44 20 7946 0958.',
      inputMode: 'tel',
      maxLength: 20,
      autoComplete: 'tel',
    }),
    // Where it is the mailing address too, it is required as the mailing address is.
    addressBlock('permanent-address', '', {
      label: 'Permanent Address',
      requires: mailingAddressRequirements,
      requiredWhen: equals(mailingSameAsPermanentKey, true),
    }),
    checkbox(mailingSameAsPermanentKey, 'My mailing address is the same as my permanent address.'),
    addressBlock('mailing-address', 'mailing_', {
      label: 'Mailing Address',
      condition: notEquals(mailingSameAsPermanentKey, true),
      autoCompleteSection: 'section-mailing',
      requires: mailingAddressRequirements,
    }),
  ],
};

const demographic: Section = {
  id: 'demographic',
  title: 'Demographic Information',
  nodes: [
    date('birth_date', 'Date of Birth', {
      autoComplete: 'bday',
      required: true,
      requiredMessage: validationMessages.birthDateInvalid,
    }),
    radio('gender', 'Gender', genderOptions, {
      hint: 'As shown on your legal documents.',
      required: true,
      requiredMessage: validationMessages.genderRequired,
    }),
    select('gender_iden', 'Gender Identity', genderIdentityOptions),
    radio('first_gen', 'Are you a first-generation college student?', yesNoOptions, {
      hint: 'Answer yes if neither of your parents earned a four-year college degree.',
      required: true,
      requiredMessage: validationMessages.firstGenRequired,
    }),
    select('marital_status', 'Marital Status', maritalStatusOptions),
    radio('financial_aid', 'Do you plan to apply for financial aid?', yesNoOptions),
    ssn('ssn', 'Social Security Number (optional)', {
      hint: 'We use your Social Security number only to match your financial aid records.',
    }),
    text('birth_city', 'City of Birth'),
    stateSelect('birth_state', 'birth_country', 'State/Province of Birth'),
    select('birth_country', 'Country of Birth', countryOptions),
  ],
};

const citizenshipSection: Section = {
  id: 'citizenship-residency',
  title: 'Citizenship and Residency',
  nodes: [
    select('citizenship_type', 'Citizenship Status', citizenshipTypeOptions),
    group('permanent-resident', [text('alien_registration_number', 'Alien Registration Number (A-Number)', { maxLength: 12 })], {
      condition: isIn('citizenship_type', [citizenship.permanentResident, citizenship.refugee]),
    }),
    group('other-citizenship', [select('citizenship', 'Country of Citizenship', countryOptionsWithoutUs)], {
      condition: isIn('citizenship_type', [
        citizenship.dualCitizen,
        citizenship.permanentResident,
        citizenship.refugee,
        citizenship.international,
      ]),
    }),
    group('visa', [select('citizenship_visa_status', 'Visa Status', visaStatusOptions)], {
      condition: equals('citizenship_type', citizenship.international),
    }),
    select('legal_state', 'State of Legal Residence', usStateOptions, {
      hint: 'The state where you have lived for the last 12 months; leave blank if you live outside the United States.',
      condition: notEquals('citizenship_type', citizenship.international),
    }),
    text('native_language', 'First Language'),
    select('frequent_language', 'Language Spoken Most Often at Home', languageOptions),
    text('frequent_language_specify', 'Please specify the language', {
      condition: equals('frequent_language', otherLanguage),
    }),
  ],
};

const ethnicityAndReligion: Section = {
  id: 'ethnicity-race-religion',
  title: 'Ethnicity, Race and Religion',
  description: 'These questions are optional. Your answers do not affect your admission decision.',
  nodes: [
    radio('ethnicity', 'Are you Hispanic or Latino?', ethnicityOptions),
    {
      kind: 'checkGroup',
      id: 'race',
      label: 'Regardless of your answer above, which of the following describe you? Check all that apply.',
      questions: [
        checkbox('race_american_indian', 'American Indian or Alaska Native'),
        checkbox('race_asian', 'Asian'),
        checkbox('race_black', 'Black or African American'),
        checkbox('race_native_hawaiian', 'Native Hawaiian or Other Pacific Islander'),
        checkbox('race_white', 'White'),
      ],
    },
    select('religious_affiliation', 'Religious Affiliation', religiousAffiliationOptions),
    text('religious_affiliation_other_specify', 'Please specify your religious affiliation', {
      condition: equals('religious_affiliation', otherReligion),
    }),
  ],
};

/** A parent's or the guardian's section; every key carries the person's prefix. */
function contactPersonSection({ prefix, title, isParent }: ContactPerson): Section {
  const key = (name: string) => `${prefix}${name}`;
  const autoCompleteSection = `section-${prefix.slice(0, -1)}`;
  const token = (name: string) => `${autoCompleteSection} ${name}`;
  const sameAddressKey = key('addr_same_as_stu_perm');
  return {
    id: prefix.slice(0, -1).replaceAll('_', '-'),
    title,
    description: isParent
      ? 'Tell us about a parent. Leave this section blank if it does not apply to you.'
      : 'If someone other than your parents is your legal guardian, tell us about them.',
    nodes: [
      ...(isParent
        ? [
            select(key('communication_preference'), 'How should we contact this parent?', communicationPreferenceOptions),
            select(key('relationship'), 'Relationship to You', parentRelationshipOptions),
          ]
        : []),
      select(key('prefix'), 'Prefix', personPrefixOptions, { autoComplete: token('honorific-prefix') }),
      text(key('first_name'), 'First Name', { autoComplete: token('given-name') }),
      text(key('last_name'), 'Last Name', { autoComplete: token('family-name') }),
      email(key('email_address'), 'E-mail Address', { autoComplete: token('email') }),
      phone(key('phone_home'), 'Home Phone', { autoComplete: token('home tel') }),
      checkbox(sameAddressKey, 'Lives at my permanent address'),
      addressBlock(`${key('address').replaceAll('_', '-')}`, prefix, {
        label: `${title} Address`,
        condition: notEquals(sameAddressKey, true),
        autoCompleteSection,
      }),
    ],
  };
}

export const aboutPage: PageDefinition = {
  id: 'about',
  title: 'Your Information',
  sections: [
    enrollment,
    personal,
    contact,
    demographic,
    citizenshipSection,
    ethnicityAndReligion,
    ...contactPeople.map(contactPersonSection),
  ],
};
