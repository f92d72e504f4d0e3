// Every validation message of the application form, word for word as docs/product.md §5.2 quotes them; the client shows the same strings.
import { contactPersonOf } from '../definition/people';

export const validationMessages = {
  required: 'This field is required.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  genderRequired: 'Please select your gender.',
  firstGenRequired: 'Are you a first-generation college student?',
  entryTermRequired: 'Please select the term you plan to begin.',
  creditsTransferRequired: 'Please select how many college credits you plan to transfer.',
  appliedMajorRequired: 'Please select the major you are applying to.',
  convictionRequired: 'Please tell us whether you have ever been convicted of a crime.',
  legalAgreeRequired: 'You must certify that the information in your application is complete and accurate before you submit it.',
  collegeNameRequired: 'Please enter the name of the college you attended.',
  collegeAttendFromRequired: 'Please select the month you began attending this college.',
  collegeAttendToRequired: 'Please select the month you last attended (or expect to last attend) this college.',
  monthRequiredWithYear: 'Please select a month to go with the year.',

  birthDateInvalid: 'A valid date of birth is required.',
  birthDateUnsupported: 'This date is not supported. Please contact help support for assistance.',
  birthDateTooYoung: 'You must be 13 years or older to apply.',

  emailInvalid: 'Please enter a valid e-mail address.',
  homePhoneInvalid: 'Please enter a valid home phone number.',
  cellPhoneInvalid: 'Please enter a valid cell phone number.',
  internationalPhoneInvalid: 'Please enter a valid international phone number.',
  phoneOneRequired: 'Please enter either a home phone or cell phone number.',
  cellPhoneRequiredForSms: 'A cell phone number is required to receive text message updates.',
  ssnInvalid: 'Please enter a valid Social Security number, for example 123-45-6789.',

  mailingAddressLine1Required: 'Please enter the street address of your mailing address.',
  mailingCityRequired: 'Please enter the city of your mailing address.',
  mailingCountryRequired: 'Please select the country of your mailing address.',
  mailingStateRequired: 'Please select the state or province of your mailing address.',
  zipTooShort: 'ZIP/Postal Code must be at least 5 characters.',

  satMathRequired: 'Please enter your SAT Math score.',
  satReadingWritingRequired: 'Please enter your SAT Evidence-Based Reading and Writing score.',
  satSectionScore: 'SAT section scores are between 200 and 800, in steps of 10.',
  satEssayScore: 'SAT Essay scores are between 2 and 8.',
  actCompositeRequired: 'Please enter your ACT composite score.',
  actCompositeScore: 'ACT composite scores are between 1 and 36.',
  toeflScoreRequired: 'Please enter your TOEFL score.',
  toeflScore: 'Please enter your TOEFL score using digits only.',

  fileTooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  fileTypeNotAllowed: 'Please choose a PNG, JPEG, PDF or DOCX file.',
  fileNameTooLong: 'The file name must be at most 32 characters long, including its extension.',
  fileEmpty: 'The file is empty. Please choose another file.',
} as const;

/** A parent's, additional parent's or guardian's message names the person: 'Parent: Please enter a valid e-mail address.' */
export function messageFor(key: string, message: string): string {
  const person = contactPersonOf(key);
  return person ? `${person.title}: ${message}` : message;
}
