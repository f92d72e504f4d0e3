// The review form as data (docs/product.md §17.3): criteria rated 1 to 5 with a label for each point, a comment and a recommendation, built from the application form's own question kinds so that its rules engine validates it and its widgets render it.
import { radio, textarea } from '../definition/builders';
import type { ChoiceQuestion, Option, TextareaQuestion } from '../definition/types';
import { decisions, decisionLabels } from './stages';

/** The five points of a rating, lowest first: a criterion's label for each, the values '1' to '5'. */
export type PointLabels = readonly [string, string, string, string, string];

export interface ReviewFormDefinition {
  /** Each a radio question whose options are the points '1' to '5', each with its label. */
  criteria: readonly ChoiceQuestion[];
  comment: TextareaQuestion;
  recommendation: ChoiceQuestion;
}

const pointOptions = (labels: PointLabels): Option[] => labels.map((label, index) => ({ value: String(index + 1), label }));

/** A criterion: a required rating from 1 to 5. */
export const criterion = (key: string, label: string, points: PointLabels, hint?: string): ChoiceQuestion =>
  radio(key, label, pointOptions(points), { required: true, ...(hint ? { hint } : {}) });

const usualPoints: PointLabels = ['Weak', 'Below average', 'Average', 'Strong', 'Outstanding'];

/** The office's review form; another office changes this data, not the code that reads it. */
export const reviewForm: ReviewFormDefinition = {
  criteria: [
    criterion('academic_record', 'Academic record', usualPoints, 'Grades and rigour of the college coursework so far.'),
    criterion('major_preparation', 'Preparation for the intended major', usualPoints, 'Prerequisites taken and how they went.'),
    criterion('personal_qualities', 'Personal qualities', usualPoints, 'What the application says of the student beyond grades.'),
  ],
  comment: textarea('review_comment', 'Comment', { required: true, maxLength: 5000 }),
  recommendation: radio(
    'recommendation',
    'Recommendation',
    decisions.map((decision) => ({ value: decision, label: decisionLabels[decision] })),
    { required: true },
  ),
};
