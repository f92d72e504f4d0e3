// How fast one student may save (SAVE_RATE_LIMIT a minute), counted in this web process's memory over 10-second windows.
import { perKeyLimit } from '../http/limits';
import { savingTooOftenMessage } from './messages';

/** Over 10-second windows: a burst of saves gets no further ahead of the pace than a few seconds' worth. */
export function saveRateLimit(savesPerMinute: number): (studentId: string) => Promise<void> {
  return perKeyLimit({ points: Math.floor(savesPerMinute / 6), durationSeconds: 10 }, savingTooOftenMessage);
}
