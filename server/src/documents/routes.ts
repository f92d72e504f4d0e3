// The REST adapter of the documents service: the document paths of docs/product.md §10.2, and the local driver's multipart receiver.
import type { Request, Response } from 'express';
import multer from 'multer';
import { maxFileSize, validationMessages } from '@transfer/form';
import { TooLarge, ValidationError } from '../errors';
import { requireUser } from '../guard';
import { parseInput } from '../input';
import { attachInput, fileQuestionInput } from './input';
import type { RestRoute } from '../http/rest';
import { conversionOf } from './presenter';
import type { DocumentsService } from './service';
import { localUploadPath } from './upload-signature';

const student = (req: Request) => requireUser(req.user);

/** The file question a route's :key names (read after the student, so that 401 comes before 400). */
const fileQuestionOf = (req: Request): string => parseInput(fileQuestionInput, req.params.key);

/** The JSON body as an object; anything else reads as {} so the service names what is missing. */
function body(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};
}

/** One file part named `file`, kept in memory (1 MB at most) with the few signed fields before it. */
const multipart = multer({
  storage: multer.memoryStorage(),
  // One byte over the limit is what tells a file of exactly 1 MB (taken) from a larger one (busboy stops at the limit).
  limits: { fileSize: maxFileSize + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  defParamCharset: 'utf8',
}).single('file');

function readMultipart(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    multipart(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        const tooLarge = error.code === 'LIMIT_FILE_SIZE';
        reject(tooLarge ? new TooLarge(validationMessages.fileTooLarge) : new ValidationError('The upload form is not valid.'));
      } else reject(error);
    });
  });
}

/**
 * Multipart is a form type any site can post, with the session cookie: the receiver, like every route that acts, takes
 * posts from the app's own pages only (http/same-origin.ts), and its HMAC-signed fields are the authority on what it stores.
 */
export function documentRoutes(documents: DocumentsService): RestRoute[] {
  return [
    {
      method: 'post',
      path: '/api/presigned-url',
      handle: (req) => documents.createUploadTarget(student(req), parseInput(fileQuestionInput, body(req).answer_key)),
    },
    {
      method: 'post',
      path: localUploadPath,
      body: 'multipart',
      handle: async (req, res) => {
        const user = student(req);
        await readMultipart(req, res);
        const file = req.file && { bytes: req.file.buffer, name: req.file.originalname };
        await documents.receiveUpload(user, body(req), file);
        return undefined;
      },
    },
    {
      method: 'post',
      path: '/api/pdf/document-answer/:key',
      handle: async (req) => {
        const { file_key, file_name } = body(req);
        const user = student(req);
        const input = parseInput(attachInput, { answerKey: req.params.key, fileKey: file_key, fileName: file_name });
        const document = await documents.startConversion(user, input);
        return conversionOf(document);
      },
    },
    {
      method: 'get',
      path: '/api/pdf/document-answer/:key',
      handle: (req) => documents.status(student(req), fileQuestionOf(req)),
    },
    {
      method: 'delete',
      path: '/api/pdf/document-answer/:key',
      handle: async (req) => documents.remove(student(req), fileQuestionOf(req)),
    },
    {
      method: 'get',
      path: '/api/document-answer',
      handle: (req) => documents.documentAnswer(student(req)),
    },
    {
      method: 'delete',
      path: '/api/document-answer/:key',
      handle: async (req) => documents.remove(student(req), fileQuestionOf(req)),
    },
  ];
}
