// The document rules at their boundaries: size, emptiness, type and name length.
import { describe, expect, it } from 'vitest';
import { documentMessages, documentProblem, maxDocumentBytes } from './documents';

describe('documentProblem', () => {
  it('accepts 1 MB and refuses one byte more', () => {
    expect(documentProblem({ name: 'transcript.pdf', size: maxDocumentBytes })).toBeUndefined();
    expect(documentProblem({ name: 'transcript.pdf', size: maxDocumentBytes + 1 })).toBe(documentMessages.tooLarge);
  });

  it('refuses an empty file', () => {
    expect(documentProblem({ name: 'transcript.pdf', size: 0 })).toBe(documentMessages.empty);
    expect(documentProblem({ name: 'transcript.pdf', size: 1 })).toBeUndefined();
  });

  it('accepts png, jpeg, jpg, pdf and docx in any case, and nothing else', () => {
    for (const name of ['a.png', 'a.jpeg', 'a.jpg', 'a.pdf', 'a.docx', 'A.PDF']) {
      expect(documentProblem({ name, size: 10 })).toBeUndefined();
    }
    for (const name of ['a.gif', 'a.doc', 'pdf', 'a.pdf.exe']) {
      expect(documentProblem({ name, size: 10 })).toBe(documentMessages.wrongType);
    }
  });

  it('accepts a name of 32 characters with its extension, and refuses 33', () => {
    expect(documentProblem({ name: `${'a'.repeat(28)}.pdf`, size: 10 })).toBeUndefined();
    expect(documentProblem({ name: `${'a'.repeat(29)}.pdf`, size: 10 })).toBe(documentMessages.nameTooLong);
  });
});
