import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfDocument } from '../testing/documents';
import { outlineTitles, pdfText } from '../testing/pdf-tools';
import { assemblePdf } from './assemble';

describe('assembling the application PDF', () => {
  it('appends each document behind a divider, numbers and names every page, and bookmarks each document', async () => {
    const attachments = await Promise.all(
      [1, 2, 3].map(async (pages) => ({
        label: `Question ${pages}`,
        fileName: `file-${pages}.pdf`,
        pdf: await pdfDocument({ pages }),
      })),
    );
    const pdf = await assemblePdf({
      form: await pdfDocument({ pages: 2 }),
      attachments,
      identity: { applicantName: 'Zoë Lefèvre 李', applicationNumber: '100042', submitted: 'November 24, 2026 at 9:26 AM PST' },
      applicationTitle: 'Transfer Application',
    });
    const document = await PDFDocument.load(pdf);
    // The form's 2 pages, then a divider before each document's 1, 2 and 3 pages.
    expect(document.getPageCount()).toBe(2 + 3 + 6);
    expect(outlineTitles(document)).toEqual([
      'Attachment 1: Question 1 (file-1.pdf)',
      'Attachment 2: Question 2 (file-2.pdf)',
      'Attachment 3: Question 3 (file-3.pdf)',
    ]);
    expect(document.getTitle()).toBe('Transfer Application: Zoë Lefèvre 李');

    const text = await pdfText(pdf);
    expect(text).toContain('ATTACHMENT 2 OF 3');
    expect(text).toContain('The document follows on 2 pages.');
    expect(text).toContain('File: file-3.pdf');
    // The standard fonts print what WinAnsi has, and a mark for the rest.
    expect(text).toMatch(/Zoë Lefèvre \?\s+Application 100042\s+Submitted November 24, 2026 at 9:26 AM PST/);
    expect(text).toMatch(/Transfer Application\s+Page 11/);
  });
});
