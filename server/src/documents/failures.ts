// Why a document could not be converted, in words a student can act on: every conversion message is here, once.
export const conversionMessages = {
  imageUnreadable: 'This image could not be read. Please upload another copy, or save it as a PDF and upload that.',
  imageTooLarge: 'This image is too large to convert (at most 25 megapixels). Please upload a smaller image.',
  pdfProtected: 'This PDF is protected by a password or locked against changes. Please upload an unprotected PDF.',
  pdfUnreadable: 'This PDF could not be read. Please upload another copy of the file.',
  pdfTooManyPages: 'This PDF has more than 50 pages. Please upload at most 50 pages: only the pages this question asks for.',
  pdfTooLarge:
    'This PDF unpacks into far more data than a document of its size should. Please save or print it again as a new PDF and upload that.',
  pdfImageTooLarge:
    'This PDF holds an image too large to convert (more than 25 megapixels). ' +
    'Please save or print it again at a lower resolution and upload that.',
  docxUnreadable: 'This Word document could not be read. Please save it again as .docx, or as a PDF, and upload it.',
  docxTooLarge: 'This Word document is too large to convert once unpacked. Please save it as a PDF and upload that.',
  docxTablesTooLarge:
    'This Word document has tables too large to convert (more than 2,000 cells, or tables nested more than 4 deep). ' +
    'Please save it as a PDF and upload that.',
  docxTookTooLong: 'This Word document took too long to convert. Please save it as a PDF and upload that.',
  docxTooManyPages:
    'This Word document prints to more than 50 pages. Please upload at most 50 pages: only the pages this question asks for.',
  virusFound: 'This file was refused because it may contain a virus. Please choose a different file.',
  virusScanFailed: 'This file could not be checked for viruses. Please upload it again in a few minutes.',
  fileMissing: 'The uploaded file was not found. Please upload it again.',
  conversionFailed: 'This file could not be converted. Please upload it again, or save it as a PDF and upload that.',
  conversionAbandoned:
    'This file could not be converted after several tries. Please save it as a PDF and upload that, or upload another copy.',
} as const;

/** A document that cannot be converted, whatever the retries: the conversion fails with `message` for the student. */
export class ConversionFailure extends Error {}
