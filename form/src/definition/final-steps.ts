// Page 3, Submit: the legal questions and the certification.
import { defaultPartner } from '../partner';
import { validationMessages } from '../validation/messages';
import { checkbox, confirmation, content, equals, group, radio, textarea, yes, yesNoOptions } from './builders';
import type { PageDefinition } from './types';

export const finalStepsPage: PageDefinition = {
  id: 'final-steps',
  title: 'Submit',
  sections: [
    {
      id: 'legal',
      title: 'Legal Questions',
      nodes: [
        radio('labor_program', 'Are you interested in the student labor (work-study) program?', yesNoOptions, {
          hint: 'Students in the program work on campus for up to 10 hours a week.',
        }),
        radio(
          'conviction',
          'Have you ever been convicted of a misdemeanor or a felony, or are criminal charges pending against you?',
          yesNoOptions,
          {
            hint: 'A conviction does not by itself prevent your admission.',
            required: true,
            requiredMessage: validationMessages.convictionRequired,
          },
        ),
        textarea('conviction_comment', 'Please explain the circumstances.', {
          maxLength: defaultPartner.character_limit,
          condition: equals('conviction', yes),
        }),
      ],
    },
    {
      id: 'certification',
      title: 'Certification',
      nodes: [
        content(
          'review-reminder',
          'Please review your answers on every page before you submit. Once submitted, your application can no longer be changed.',
        ),
        confirmation('submit_steps_viewed', 'What happens after I submit?', 'button'),
        group(
          'after-submit',
          [
            content(
              'after-submit-transcripts',
              'Ask every college you attended to send us an official transcript. We begin reviewing your application once your transcripts arrive.',
            ),
            content(
              'after-submit-decision',
              'Watch your e-mail: we send every update about your application, and your admission decision, to the address you gave us.',
            ),
          ],
          { condition: equals('submit_steps_viewed', true) },
        ),
        checkbox(
          'legal_agree',
          'I certify that the information in this application is complete and accurate. I understand that false or missing information may cancel my admission.',
          { required: true, requiredMessage: validationMessages.legalAgreeRequired },
        ),
      ],
    },
  ],
};
