import { describe, expect, it } from 'vitest';
import { fileProblem, maxFileSize, validationMessages as m } from '.';

describe('fileProblem', () => {
  it.each([
    [{ name: 'transcript.pdf', size: maxFileSize }, undefined],
    [{ name: 'transcript.pdf', size: maxFileSize + 1 }, 'Your file is too large. The maximum file size is 1 MB.'],
    [{ name: 'transcript.pdf', size: 0 }, m.fileEmpty],
    [{ name: 'scan.PNG', size: 10 }, undefined],
    [{ name: 'scan.jpeg', size: 10 }, undefined],
    [{ name: 'scan.jpg', size: 10 }, undefined],
    [{ name: 'letter.docx', size: 10 }, undefined],
    [{ name: 'letter.doc', size: 10 }, m.fileTypeNotAllowed],
    [{ name: 'transcript', size: 10 }, m.fileTypeNotAllowed],
    [{ name: `${'a'.repeat(28)}.pdf`, size: 10 }, undefined],
    [{ name: `${'a'.repeat(29)}.pdf`, size: 10 }, m.fileNameTooLong],
  ])('%o', (file, message) => {
    expect(fileProblem(file)).toBe(message);
  });
});
