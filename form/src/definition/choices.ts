// The application's own option lists (terms, majors, demographics, schooling...), each declared once, as a US university's transfer application offers them.
import type { Option } from './types';

/** Options whose stored value is the label itself. */
const named = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

const seasons = [
  { id: 'spring', label: 'Spring', startMonth: 0 },
  { id: 'summer', label: 'Summer', startMonth: 4 },
  { id: 'fall', label: 'Fall', startMonth: 7 },
] as const;

interface Term {
  start: Date;
  option: Option;
}

function termsAround(today: Date): Term[] {
  const year = today.getFullYear();
  return [year - 4, year - 3, year - 2, year - 1, year, year + 1, year + 2].flatMap((termYear) =>
    seasons.map((season) => ({
      start: new Date(termYear, season.startMonth, 1),
      option: { value: `${termYear}-${season.id}`, label: `${season.label} ${termYear}` },
    })),
  );
}

/** The next four terms a student can enter, soonest first. */
export function entryTermOptions(today: Date = new Date()): Option[] {
  return termsAround(today)
    .filter((term) => term.start > today)
    .slice(0, 4)
    .map((term) => term.option);
}

/** The terms of the last three years, latest first (for "which term did you apply for before?"). */
export function previousTermOptions(today: Date = new Date()): Option[] {
  return termsAround(today)
    .filter((term) => term.start <= today)
    .reverse()
    .slice(0, 9)
    .map((term) => term.option);
}

export const enrollTypeOptions: readonly Option[] = [
  { value: 'FT', label: 'Full-time (12 or more credits a term)' },
  { value: 'PT', label: 'Part-time (fewer than 12 credits a term)' },
];

export const creditsTransferOptions: readonly Option[] = [
  { value: '0-11', label: 'Fewer than 12 credits' },
  { value: '12-23', label: '12 to 23 credits' },
  { value: '24-44', label: '24 to 44 credits' },
  { value: '45-59', label: '45 to 59 credits' },
  { value: '60+', label: '60 credits or more' },
];

export const housingPlanOptions: readonly Option[] = [
  { value: 'ON_CAMPUS', label: 'On campus' },
  { value: 'OFF_CAMPUS', label: 'Off campus' },
  { value: 'WITH_FAMILY', label: 'At home with family' },
  { value: 'UNDECIDED', label: 'Undecided' },
];

export const majorOptions: readonly Option[] = named(
  'Accounting',
  'Anthropology',
  'Art and Design',
  'Biology',
  'Business Administration',
  'Chemistry',
  'Communication',
  'Computer Science',
  'Criminal Justice',
  'Economics',
  'Education (Elementary)',
  'Engineering',
  'English',
  'Environmental Science',
  'Exercise Science',
  'Finance',
  'History',
  'Information Systems',
  'Marketing',
  'Mathematics',
  'Music',
  'Nursing',
  'Philosophy',
  'Physics',
  'Political Science',
  'Psychology',
  'Public Health',
  'Social Work',
  'Sociology',
  'Spanish',
  'Theatre',
  'Undecided / Exploratory',
);

export const suffixOptions: readonly Option[] = named('Jr.', 'Sr.', 'II', 'III', 'IV', 'V');

export const personPrefixOptions: readonly Option[] = named('Mr.', 'Mrs.', 'Ms.', 'Mx.', 'Dr.');

export const genderOptions: readonly Option[] = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
  { value: 'X', label: 'X or another legal gender' },
];

export const genderIdentityOptions: readonly Option[] = [
  { value: 'WOMAN', label: 'Woman' },
  { value: 'MAN', label: 'Man' },
  { value: 'NON_BINARY', label: 'Non-binary' },
  { value: 'TRANSGENDER', label: 'Transgender' },
  { value: 'GENDERQUEER', label: 'Genderqueer or gender non-conforming' },
  { value: 'ANOTHER', label: 'Another identity' },
  { value: 'NO_ANSWER', label: 'Prefer not to say' },
];

export const maritalStatusOptions: readonly Option[] = [
  { value: 'SINGLE', label: 'Single' },
  { value: 'MARRIED', label: 'Married' },
  { value: 'SEPARATED', label: 'Separated' },
  { value: 'DIVORCED', label: 'Divorced' },
  { value: 'WIDOWED', label: 'Widowed' },
];

export const citizenship = {
  usCitizen: 'US',
  dualCitizen: 'DUAL',
  permanentResident: 'PR',
  refugee: 'REFUGEE',
  international: 'INTL',
  undocumented: 'UNDOCUMENTED',
} as const;

export const citizenshipTypeOptions: readonly Option[] = [
  { value: citizenship.usCitizen, label: 'U.S. citizen' },
  { value: citizenship.dualCitizen, label: 'U.S. citizen with dual citizenship' },
  { value: citizenship.permanentResident, label: 'U.S. permanent resident (green card holder)' },
  { value: citizenship.refugee, label: 'Refugee or asylee' },
  { value: citizenship.international, label: 'Citizen of another country (international student)' },
  { value: citizenship.undocumented, label: 'Undocumented or DACA recipient' },
];

export const visaStatusOptions: readonly Option[] = [
  { value: 'F-1', label: 'F-1 (student)' },
  { value: 'J-1', label: 'J-1 (exchange visitor)' },
  { value: 'M-1', label: 'M-1 (vocational student)' },
  { value: 'H-1B', label: 'H-1B (specialty worker)' },
  { value: 'H-4', label: 'H-4 (dependant of an H visa holder)' },
  { value: 'L-2', label: 'L-2 (dependant of an L visa holder)' },
  { value: 'E-2', label: 'E-2 (dependant of a treaty investor)' },
  { value: 'B-2', label: 'B-2 (visitor)' },
  { value: 'NONE', label: 'I do not hold a U.S. visa yet' },
  { value: 'OTHER', label: 'Other' },
];

export const otherLanguage = 'Other';
export const languageOptions: readonly Option[] = named(
  'English',
  'Spanish',
  'Arabic',
  'Chinese (Cantonese)',
  'Chinese (Mandarin)',
  'French',
  'German',
  'Haitian Creole',
  'Hindi',
  'Japanese',
  'Korean',
  'Portuguese',
  'Russian',
  'Somali',
  'Tagalog',
  'Vietnamese',
  otherLanguage,
);

export const ethnicityOptions: readonly Option[] = [
  { value: 'Y', label: 'Yes, Hispanic or Latino' },
  { value: 'N', label: 'No, not Hispanic or Latino' },
];

export const otherReligion = 'Other';
export const religiousAffiliationOptions: readonly Option[] = named(
  'Baptist',
  'Buddhist',
  'Catholic',
  'Christian (non-denominational)',
  'Church of Jesus Christ of Latter-day Saints',
  'Episcopal',
  'Hindu',
  'Jewish',
  'Lutheran',
  'Methodist',
  'Muslim',
  'Orthodox Christian',
  'Pentecostal',
  'Presbyterian',
  'Sikh',
  'No religious affiliation',
  'Prefer not to say',
  otherReligion,
);

export const parentRelationshipOptions: readonly Option[] = [
  { value: 'MOTHER', label: 'Mother' },
  { value: 'FATHER', label: 'Father' },
  { value: 'PARENT', label: 'Parent' },
  { value: 'STEPMOTHER', label: 'Stepmother' },
  { value: 'STEPFATHER', label: 'Stepfather' },
  { value: 'STEPPARENT', label: 'Stepparent' },
  { value: 'ADOPTIVE_PARENT', label: 'Adoptive parent' },
  { value: 'FOSTER_PARENT', label: 'Foster parent' },
];

export const communicationPreferenceOptions: readonly Option[] = [
  { value: 'EMAIL', label: 'E-mail' },
  { value: 'PHONE', label: 'Phone' },
  { value: 'MAIL', label: 'Postal mail' },
  { value: 'NONE', label: 'Please do not contact this parent' },
];

export const credentialOptions: readonly Option[] = [
  { value: 'DIPLOMA', label: 'High school diploma' },
  { value: 'GED', label: 'GED' },
  { value: 'HISET', label: 'HiSET' },
  { value: 'TASC', label: 'TASC' },
  { value: 'HOME_SCHOOL', label: 'Home school diploma' },
  { value: 'FOREIGN', label: 'Secondary school credential from outside the U.S.' },
  { value: 'NONE', label: 'None yet' },
];

export const otherChoice = 'OTHER';
export const gpaScaleOptions: readonly Option[] = [
  { value: '4', label: '4.0' },
  { value: '5', label: '5.0' },
  { value: '10', label: '10' },
  { value: '100', label: '100' },
  { value: otherChoice, label: 'Other' },
];

export const collegeTypeOptions: readonly Option[] = [
  { value: 'COMMUNITY', label: 'Community or junior college (2-year)' },
  { value: 'FOUR_YEAR', label: 'Four-year college or university' },
  { value: 'TECHNICAL', label: 'Technical or vocational school' },
  { value: 'ONLINE', label: 'Online college' },
  { value: otherChoice, label: 'Other' },
];

export const degreeOptions: readonly Option[] = [
  { value: 'NONE', label: 'No degree' },
  { value: 'CERTIFICATE', label: 'Certificate' },
  { value: 'AA', label: 'Associate of Arts (A.A.)' },
  { value: 'AS', label: 'Associate of Science (A.S.)' },
  { value: 'AAS', label: 'Associate of Applied Science (A.A.S.)' },
  { value: 'BACHELOR', label: "Bachelor's degree" },
  { value: otherChoice, label: 'Other' },
];

export const hoursPerWeekOptions: readonly Option[] = [
  { value: '1-10', label: '1 to 10 hours' },
  { value: '11-20', label: '11 to 20 hours' },
  { value: '21-30', label: '21 to 30 hours' },
  { value: '31-40', label: '31 to 40 hours' },
  { value: '40+', label: 'More than 40 hours' },
];
