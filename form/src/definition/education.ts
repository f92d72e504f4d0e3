// Page 2, Your Education: colleges attended, transcript, high school, test scores, support and employment.
import { countryOptions } from '../options/countries';
import { yearOptions } from '../options/years';
import { validationMessages } from '../validation/messages';
import {
  addAnother,
  checkbox,
  content,
  equals,
  file,
  group,
  lookupTextMaxLength,
  monthYear,
  notEquals,
  numeric,
  radio,
  select,
  stateSelect,
  text,
  textarea,
  yes,
  yesNoOptions,
} from './builders';
import { collegeTypeOptions, credentialOptions, degreeOptions, gpaScaleOptions, hoursPerWeekOptions, otherChoice } from './choices';
import type { FormNode, PageDefinition, Question, SchoolBlock, Section } from './types';

const thisYear = new Date().getFullYear();
const pastYears = yearOptions({ count: 70, direction: 'past' });
/** Attendance and degrees may end a few years ahead. */
const pastAndComingYears = yearOptions({ start: thisYear + 4, count: 74, direction: 'past' });
const testTakenYears = yearOptions({ count: 10, direction: 'past' });
const testPlannedYears = yearOptions({ count: 3, direction: 'future' });

/** The school's name is searched for as it is typed. */
const schoolSearchHint = 'Start typing to search, then choose your school from the list.';

/**
 * A school search block: the name is the search leaf (free text allowed), then the fields a chosen school fills in.
 * It has no heading of its own: the college's or the section's says which school it is.
 */
function schoolBlock(id: string, prefix: string, category: SchoolBlock['category'], name: Question): SchoolBlock {
  const key = (field: string) => `${prefix}_${field}`;
  return {
    kind: 'school',
    id,
    prefix: `${prefix}_`,
    category,
    questions: [
      name,
      text(key('ceeb'), 'School Code (CEEB)', {
        hint: 'Filled in when you choose your school from the search results.',
        inputMode: 'numeric',
        maxLength: 10,
      }),
      text(key('address_line_1'), 'Address', { maxLength: lookupTextMaxLength }),
      text(key('city'), 'City'),
      stateSelect(key('state'), key('country')),
      text(key('zip'), 'ZIP/Postal Code', { maxLength: 10 }),
      select(key('country'), 'Country (optional)', countryOptions),
    ],
  };
}

/** One previous college; only the first one's name and attendance months are required (docs/product.md §5.2). */
function college(prefix: string, index: number): readonly FormNode[] {
  const key = (field: string) => `${prefix}_${field}`;
  const first = index === 0;
  const name = text(key('name'), 'Name of College or University', {
    hint: schoolSearchHint,
    maxLength: lookupTextMaxLength,
    ...(first && { required: true, requiredMessage: validationMessages.collegeNameRequired }),
  });
  return [
    schoolBlock(`${prefix}-school`, prefix, 'college_ceeb', name),
    monthYear(key('attend_from'), 'Attended From', pastYears, {
      ...(first && { requiredMessage: validationMessages.collegeAttendFromRequired }),
    }),
    monthYear(key('attend_to'), 'Attended To', pastAndComingYears, {
      hint: 'If you are still attending, the month you expect to finish.',
      ...(first && { requiredMessage: validationMessages.collegeAttendToRequired }),
    }),
    select(key('type'), 'Type of School', collegeTypeOptions),
    text(key('type_other'), 'Please describe the type of school', { condition: equals(key('type'), otherChoice) }),
    select(key('degree'), 'Degree Earned or Expected', degreeOptions),
    text(key('degree_other'), 'Please specify the degree', { condition: equals(key('degree'), otherChoice) }),
    monthYear(key('degree'), 'Date Degree Earned or Expected', pastAndComingYears, {
      hint: 'Leave blank if you are not earning a degree at this school.',
    }),
    numeric(key('credits'), 'Credits Earned', 6, { inputMode: 'decimal' }),
    text(key('gpa'), 'Cumulative GPA', { inputMode: 'decimal', maxLength: 5 }),
  ];
}

const colleges: Section = {
  id: 'colleges',
  title: 'Colleges Attended',
  description: 'List every college or university you have attended, starting with the most recent.',
  nodes: [
    addAnother({ id: 'colleges-attended', buttonId: 'college', buttonLabel: 'Add another college', max: 4 }, college),
    {
      kind: 'tabs',
      id: 'transcript',
      label: 'Unofficial Transcript',
      tabId: 'transcript',
      defaultTab: 'upload',
      tabs: [
        {
          id: 'upload',
          label: 'Upload a transcript',
          nodes: [
            file('college_transcript', 'Unofficial transcript from your most recent college', {
              hint: 'A PNG, JPEG, PDF or DOCX file of at most 1 MB.',
            }),
          ],
        },
        {
          id: 'later',
          label: 'Send it later',
          nodes: [
            content(
              'transcript-later',
              'You can send your unofficial transcript to the Office of Admissions after you submit. We review your application once it arrives.',
            ),
          ],
        },
      ],
    },
    textarea('education_comment', 'Is there anything else about your education you would like us to know?', {
      hint: 'For example, a break in your enrollment or a change of major.',
    }),
  ],
};

const highSchool: Section = {
  id: 'high-school',
  title: 'High School',
  nodes: [
    schoolBlock(
      'hs-school',
      'hs',
      'hs_ceeb',
      text('hs_name', 'Name of High School', { hint: schoolSearchHint, maxLength: lookupTextMaxLength }),
    ),
    select('hs_credential', 'High School Credential', credentialOptions),
    text('hs_gpa', 'High School GPA', { inputMode: 'decimal', maxLength: 5 }),
    select('gpa_scale', 'GPA Scale', gpaScaleOptions),
    text('gpa_scale_other', 'Please specify the GPA scale', { condition: equals('gpa_scale', otherChoice) }),
    monthYear('grad', 'Graduation Date', pastAndComingYears, {
      hint: 'When you graduated or earned your credential.',
    }),
  ],
};

/** A test: taken (then when, and the scores) or not (then when it is planned). */
function standardizedTest(test: 'sat' | 'act' | 'toefl', name: string, scores: readonly Question[]): FormNode {
  const taken = `${test}_taken`;
  return group(
    test,
    [
      radio(taken, `Have you taken the ${name}?`, yesNoOptions),
      group(`${test}-taken`, [monthYear(taken, `When did you take the ${name}?`, testTakenYears), ...scores], {
        condition: equals(taken, yes),
      }),
      group(
        `${test}-planned`,
        [
          monthYear(`${test}_test`, `When do you plan to take the ${name}?`, testPlannedYears),
          checkbox(`${test}_unsure`, `I am not sure when I will take the ${name}.`),
        ],
        { condition: notEquals(taken, yes) },
      ),
    ],
    { label: name },
  );
}

const tests: Section = {
  id: 'tests',
  title: 'Test Scores',
  description: 'Test scores are optional for most transfer applicants. Report any scores you would like us to consider.',
  nodes: [
    standardizedTest('sat', 'SAT', [
      numeric('sat_score_math', 'Math', 3, { required: true, requiredMessage: validationMessages.satMathRequired }),
      numeric('sat_score_reading_writing', 'Evidence-Based Reading and Writing', 3, {
        required: true,
        requiredMessage: validationMessages.satReadingWritingRequired,
      }),
      numeric('sat_score_essay_reading', 'Essay: Reading (optional)', 1),
      numeric('sat_score_essay_writing', 'Essay: Writing (optional)', 1),
      numeric('sat_score_essay_analysis', 'Essay: Analysis (optional)', 1),
    ]),
    standardizedTest('act', 'ACT', [
      numeric('act_score_composite', 'Composite Score', 2, {
        required: true,
        requiredMessage: validationMessages.actCompositeRequired,
      }),
    ]),
    content('toefl-guidance', 'If English is not your first language, the TOEFL shows us your English proficiency.'),
    standardizedTest('toefl', 'TOEFL', [
      numeric('toefl_score', 'Total Score', 3, {
        required: true,
        requiredMessage: validationMessages.toeflScoreRequired,
      }),
    ]),
  ],
};

const support: Section = {
  id: 'support',
  title: 'Support',
  nodes: [
    {
      kind: 'checkGroup',
      id: 'supporters',
      label: 'Who has encouraged you to continue your education? Check all that apply.',
      questions: [
        checkbox('support_mother', 'Mother'),
        checkbox('support_father', 'Father'),
        checkbox('support_grandparent', 'Grandparent'),
        checkbox('support_teacher', 'Teacher or counselor'),
        checkbox('support_faith_based_organization', 'Faith-based organization'),
        checkbox('support_friend_adult', 'Adult friend or mentor'),
        checkbox('support_friend_peer', 'Friend my age'),
        checkbox('support_extended_family', 'Extended family'),
        checkbox('support_sister', 'Sister'),
        checkbox('support_brother', 'Brother'),
        checkbox('support_coach', 'Coach'),
        checkbox('support_community_based_organization', 'Community-based organization'),
        checkbox('support_club', 'Club or activity'),
        checkbox('support_neighbor', 'Neighbor'),
      ],
    },
  ],
};

const employment: Section = {
  id: 'employment-history',
  title: 'Employment',
  description: 'Tell us about up to four jobs you hold or have held while in school.',
  nodes: [
    addAnother({ id: 'jobs', buttonId: 'employment', buttonLabel: 'Add another job', max: 4 }, (prefix) => [
      text(prefix, 'Employer and Position', { maxLength: lookupTextMaxLength }),
      select(`${prefix}_hours`, 'Hours per Week', hoursPerWeekOptions),
    ]),
  ],
};

export const educationPage: PageDefinition = {
  id: 'education',
  title: 'Your Education',
  sections: [colleges, highSchool, tests, support, employment],
};
