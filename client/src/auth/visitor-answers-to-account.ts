// After login: the answers and add-another counts a visitor gave before having an account are saved to it, then forgotten locally.
import type { Answers } from '@transfer/form';
import {
  clearVisitorAddAnother,
  clearVisitorAnswers,
  hasAnswers,
  readVisitorAddAnother,
  readVisitorAnswers,
} from '../session/visitor-answers';
import { rest } from '../relay/rest';
import { noteVisitorAnswersCarried } from '../session/ssn-not-carried';

/**
 * Saves the carried and the stored answers (the carried ones win) into the answers the account has left empty (the
 * server fills only those, and never takes the SSN), with the add-another counts the visitor opened (the server keeps
 * a block the account shows more of at its count, and sets the counts before the answers, so that the answers given in
 * those instances are kept): one request, one transaction. What is stored locally stays until the save succeeds.
 */
export async function saveVisitorAnswersToAccount(carried: Answers = {}): Promise<void> {
  const answers = { ...readVisitorAnswers(), ...carried };
  const addAnother = Object.fromEntries(Object.entries(readVisitorAddAnother()).filter(([, count]) => count > 1));
  noteVisitorAnswersCarried(false);
  if (!hasAnswers(answers) && Object.keys(addAnother).length === 0) return;
  await rest('PUT', '/api/visitor-answers', { answers, add_another: addAnother });
  clearVisitorAddAnother();
  clearVisitorAnswers();
  // The SSN is never among them: its question asks for it again.
  if (hasAnswers(answers)) noteVisitorAnswersCarried(true);
}
