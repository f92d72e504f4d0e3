// Test support: a complete, valid application (every required answer and a realistic set of optional ones), for form, server and e2e tests.
import { choiceOptions, formQuestions } from '../conditions';
import { entryTermOptions } from '../definition/choices';
import type { Answers } from '../definition/types';
import { descKey } from '../definition/walk';

/** Adds the _desc of every answered radio and select: the label of the chosen option, as the widgets store it. */
export function withDescriptions(answers: Answers): Answers {
  const descriptions: Answers = {};
  for (const { node: question } of formQuestions) {
    if ((question.kind !== 'select' && question.kind !== 'radio') || !answers[question.key]) continue;
    const option = (choiceOptions(question, answers) ?? []).find((candidate) => candidate.value === answers[question.key]);
    if (option) descriptions[descKey(question.key)] = option.label;
  }
  return { ...answers, ...descriptions };
}

const thisYear = new Date().getFullYear();

export const validApplication: Answers = withDescriptions({
  // about: enrolment
  entry_term: entryTermOptions()[0].value,
  enroll_type: 'FT',
  credits_transfer: '45-59',
  housing_plans: 'ON_CAMPUS',
  applied_major: 'Computer Science',
  applied_previously_transfer: 'N',
  // about: personal and contact
  first_name: 'Maria',
  middle_name: 'Elena',
  last_name: 'Lopez',
  preferred_name: 'Mari',
  email_address: 'maria.lopez@example.com',
  phone_home: '(503) 555-0100',
  phone_mobile: '(503) 555-0142',
  optin_sms_ind: true,
  address_line_1: '1845 SW Maple Street',
  address_line_2: 'Apt 4B',
  city: 'Portland',
  state: 'Oregon',
  zip: '97205',
  country: 'USA',
  mailing_addr_same_as_perm_addr: true,
  // about: demographic
  birth_date: '2003-04-17',
  gender: 'F',
  gender_iden: 'WOMAN',
  first_gen: 'Y',
  marital_status: 'SINGLE',
  financial_aid: 'Y',
  ssn: '123-45-6789',
  birth_city: 'Salinas',
  birth_state: 'California',
  birth_country: 'USA',
  citizenship_type: 'US',
  legal_state: 'Oregon',
  native_language: 'Spanish',
  frequent_language: 'Spanish',
  ethnicity: 'Y',
  race_white: true,
  religious_affiliation: 'Catholic',
  // about: parent and guardian
  parent_communication_preference: 'EMAIL',
  parent_relationship: 'MOTHER',
  parent_prefix: 'Mrs.',
  parent_first_name: 'Rosa',
  parent_last_name: 'Lopez',
  parent_email_address: 'rosa.lopez@example.com',
  parent_phone_home: '(503) 555-0100',
  parent_addr_same_as_stu_perm: true,
  // education: colleges
  college_name: 'Portland Community College',
  college_ceeb: '4617',
  college_address_line_1: '12000 SW 49th Ave',
  college_city: 'Portland',
  college_state: 'Oregon',
  college_zip: '97219',
  college_country: 'USA',
  college_attend_from_month: '9',
  college_attend_from_year: String(thisYear - 2),
  college_attend_to_month: '6',
  college_attend_to_year: String(thisYear),
  college_type: 'COMMUNITY',
  college_degree: 'AA',
  college_degree_month: '6',
  college_degree_year: String(thisYear),
  college_credits: '90',
  college_gpa: '3.62',
  // education: high school
  hs_name: 'Lincoln High School',
  hs_ceeb: '380890',
  hs_city: 'Portland',
  hs_state: 'Oregon',
  hs_zip: '97205',
  hs_country: 'USA',
  hs_credential: 'DIPLOMA',
  hs_gpa: '3.40',
  gpa_scale: '4',
  grad_month: '6',
  grad_year: String(thisYear - 3),
  // education: tests
  sat_taken: 'Y',
  sat_taken_month: '3',
  sat_taken_year: String(thisYear - 4),
  sat_score_math: '610',
  sat_score_reading_writing: '650',
  act_taken: 'N',
  act_unsure: true,
  toefl_taken: 'N',
  // education: support and employment
  support_mother: true,
  support_teacher: true,
  employment: 'Barista, Riverside Coffee',
  employment_hours: '11-20',
  // final steps
  labor_program: 'N',
  conviction: 'N',
  submit_steps_viewed: true,
  legal_agree: true,
});
