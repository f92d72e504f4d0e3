// After login: the answers a visitor gave before having an account are saved to it (PUT /api/answer), then forgotten locally.
import type { Answers } from '@transfer/form';
import { clearVisitorAnswers, hasAnswers, readVisitorAnswers } from '../form/visitor-answers';
import { rest } from '../relay/rest';

/** Saves the carried and the stored answers (the carried ones win); the stored ones stay until the save succeeds. */
export async function saveVisitorAnswersToAccount(carried: Answers = {}): Promise<void> {
  const answers = { ...readVisitorAnswers(), ...carried };
  if (!hasAnswers(answers)) return;
  await rest('PUT', '/api/answer', answers);
  clearVisitorAnswers();
}
