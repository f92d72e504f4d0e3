// Test scores: SAT sections 200-800 in steps of 10 and essay 2-8, ACT composite 1-36, TOEFL digits only.
import { validationMessages } from './messages';
import { filledQuestions, textAnswer, type Rule } from './rule';

export const scoreLimits = {
  satSection: { min: 200, max: 800, step: 10 },
  satEssay: { min: 2, max: 8, step: 1 },
  actComposite: { min: 1, max: 36, step: 1 },
} as const;

function isScore(value: string, { min, max, step }: { min: number; max: number; step: number }): boolean {
  const score = Number(value);
  return /^\d+$/.test(value) && score >= min && score <= max && (score - min) % step === 0;
}

const scoreChecks: Readonly<Record<string, { valid: (value: string) => boolean; message: string }>> = {
  sat_score_math: {
    valid: (value) => isScore(value, scoreLimits.satSection),
    message: validationMessages.satSectionScore,
  },
  sat_score_reading_writing: {
    valid: (value) => isScore(value, scoreLimits.satSection),
    message: validationMessages.satSectionScore,
  },
  ...Object.fromEntries(
    ['sat_score_essay_reading', 'sat_score_essay_writing', 'sat_score_essay_analysis'].map((key) => [
      key,
      { valid: (value: string) => isScore(value, scoreLimits.satEssay), message: validationMessages.satEssayScore },
    ]),
  ),
  act_score_composite: {
    valid: (value) => isScore(value, scoreLimits.actComposite),
    message: validationMessages.actCompositeScore,
  },
  toefl_score: { valid: (value) => /^\d+$/.test(value), message: validationMessages.toeflScore },
};

export const scoreRule: Rule = (input) =>
  filledQuestions(input, ['text'])
    .filter((question) => question.key in scoreChecks)
    .filter((question) => !scoreChecks[question.key].valid(textAnswer(input.answers, question.key)))
    .map((question) => ({ key: question.key, message: scoreChecks[question.key].message }));
