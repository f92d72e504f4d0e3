import { describe, expect, it } from 'vitest';
import { pdfDocument } from '../testing/documents';
import { activeContentIn, activePdf } from '../testing/hostile-files';
import { reachingPdf } from '../testing/hostile-pdfs';
import { pdfText } from '../testing/pdf-tools';
import { assemblePdf } from './assemble';

describe('the application PDF’s last sweep', () => {
  it('leaves no script, action, attached file or address but https, even from documents that were never cleaned', async () => {
    // Hostile PDFs as they were uploaded, not as conversion leaves them: what the sweep alone must catch.
    const attachments = [
      { label: 'Transcript', fileName: 'active.pdf', pdf: new Uint8Array(await activePdf()) },
      { label: 'Essay', fileName: 'reaching.pdf', pdf: new Uint8Array(await reachingPdf()) },
    ];
    const pdf = await assemblePdf({
      form: await pdfDocument({ pages: 1 }),
      attachments,
      identity: { applicantName: 'Ada Student', applicationNumber: '100042', submitted: 'November 24, 2026 at 9:26 AM PST' },
      applicationTitle: 'Transfer Application',
    });
    // The active PDF's one https link stays a link.
    expect(await activeContentIn(pdf)).toEqual(['/URI']);
    const text = await pdfText(pdf);
    for (const shown of ['Transcript page 2', 'Reaching page', 'ATTACHMENT 2 OF 2']) expect(text).toContain(shown);
  });
});
