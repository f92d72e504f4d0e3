// The review form through the application form's engine: unknown keys and foreign choices refused, labels from the options, completeness by the same rules, the rating a mean.
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation';
import { reviewForm } from './definition';
import { reviewErrors, reviewPatch, reviewQuestions, reviewRating } from './answers';

const complete = {
  academic_record: '4',
  major_preparation: '5',
  personal_qualities: '3',
  review_comment: 'Solid.',
  recommendation: 'admit',
};

describe('the review form', () => {
  it('is criteria, a comment and a recommendation, each criterion with five labelled points', () => {
    expect(reviewQuestions.map((question) => question.key)).toEqual([
      'academic_record',
      'major_preparation',
      'personal_qualities',
      'review_comment',
      'recommendation',
    ]);
    for (const criterion of reviewForm.criteria) expect(criterion.options.map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('labels a rating from its options and refuses keys, types and points it does not hold', () => {
    expect(reviewPatch({}, { academic_record: '4' })).toEqual({
      patch: { academic_record: '4', academic_record_desc: 'Strong' },
      problems: [],
    });
    expect(reviewPatch({}, { first_name: 'x' }).problems.map((problem) => problem.problem)).toEqual(['unknown']);
    expect(reviewPatch({}, { academic_record: 4 }).problems.map((problem) => problem.problem)).toEqual(['type']);
    expect(reviewPatch({}, { academic_record: '6' }).problems.map((problem) => problem.problem)).toEqual(['choice']);
    expect(reviewPatch({}, { recommendation: 'maybe' }).problems.map((problem) => problem.problem)).toEqual(['choice']);
  });

  it('allows a partial draft, and names what a submitted review lacks by the same required rule', () => {
    expect(reviewErrors(complete)).toEqual([]);
    expect(reviewErrors({ ...complete, personal_qualities: '', review_comment: '  ' })).toEqual([
      { key: 'personal_qualities', message: validationMessages.required },
      { key: 'review_comment', message: validationMessages.required },
    ]);
  });

  it('rates a complete review by the mean of its criteria', () => {
    expect(reviewRating(complete)).toBe(4);
    expect(reviewRating({ ...complete, academic_record: '' })).toBeNull();
  });
});
