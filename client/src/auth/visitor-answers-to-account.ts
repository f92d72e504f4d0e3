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
 * server fills only those, and never takes the SSN); the stored ones stay until the save succeeds.
 */
async function saveAnswers(carried: Answers): Promise<void> {
  const answers = { ...readVisitorAnswers(), ...carried };
  noteVisitorAnswersCarried(false);
  if (!hasAnswers(answers)) return;
  await rest('PUT', '/api/visitor-answers', answers);
  clearVisitorAnswers();
  // The SSN is never among them: its question asks for it again.
  noteVisitorAnswersCarried(true);
}

/**
 * Shows as many instances of each add-another block as the visitor opened, so that the answers given in them show
 * too; a block the account already shows more of keeps its count.
 */
async function saveAddAnother(): Promise<void> {
  const counts = Object.entries(readVisitorAddAnother()).filter(([, count]) => count > 1);
  if (counts.length === 0) return;
  const stored = await rest<Record<string, number>>('GET', '/api/add-another');
  for (const [buttonId, count] of counts) {
    if (count > (stored[buttonId] ?? 1)) {
      await rest('PUT', '/api/add-another', { button_id: buttonId, num_components: count });
    }
  }
  clearVisitorAddAnother();
}

/** The counts first: the server keeps no answer of an instance it does not show. */
export async function saveVisitorAnswersToAccount(carried: Answers = {}): Promise<void> {
  await saveAddAnother();
  await saveAnswers(carried);
}
