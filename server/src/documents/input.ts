// What each request of the documents service takes, declared once for its REST routes and its mutations.
import { z } from 'zod';
import { fileAnswerKeys, maxFileNameLength, validationMessages } from '@transfer/form';

const fileQuestionMessage = `answer_key must be one of the form's file questions: ${[...fileAnswerKeys].join(', ')}.`;

/** One of the form's file questions. */
export const fileQuestionInput = z.string({ error: fileQuestionMessage }).refine((key) => fileAnswerKeys.has(key), fileQuestionMessage);

/** An uploaded file to attach: its question, the storage key it was granted, and the name it had. */
export const attachInput = z.object({
  answerKey: fileQuestionInput,
  fileKey: z.string({ error: 'file_key is required.' }).max(500, 'file_key is not one this application gave.'),
  fileName: z
    .string({ error: 'file_name is required.' })
    .min(1, 'file_name is required.')
    .max(maxFileNameLength, validationMessages.fileNameTooLong),
});

export type AttachRequest = z.output<typeof attachInput>;
