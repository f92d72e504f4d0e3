import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfDocument } from '../testing/documents';
import { watchEventLoop } from '../testing/event-loop';
import { manyPagesPdf } from '../testing/hostile-files';
import { expectUnderMs } from '../testing/timing';
import { PdfAssembly } from './assembly';

const assembly = new PdfAssembly();
afterAll(() => assembly.close());

describe('the application PDF’s assembly in a work process', () => {
  it('copies, stamps and bookmarks 2,000 pages while this event loop stays free', async () => {
    const parts = {
      form: await pdfDocument({ pages: 1 }),
      // A document converted before the 50-page limit, or one assembled anyway: seconds of pdf-lib work.
      attachments: [{ label: 'Transcript', fileName: 'pages.pdf', pdf: manyPagesPdf(2_000) }],
      identity: { applicantName: 'Ada Byron', applicationNumber: '100042', submitted: 'November 26, 2026 at 9:26 AM PST' },
      applicationTitle: 'Transfer Application',
    };
    const loop = watchEventLoop();
    const pdf = await assembly.assemble(parts);
    expectUnderMs(loop.stop(), 100, 'the longest the event loop was held up');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1 + 1 + 2_000);
  });

  it('stops, its process killed, when the signal aborts', async () => {
    const parts = {
      form: await pdfDocument({ pages: 1 }),
      attachments: [{ label: 'Transcript', fileName: 'pages.pdf', pdf: manyPagesPdf(20_000) }],
      identity: { applicantName: 'Ada Byron', applicationNumber: '100042', submitted: 'November 26, 2026 at 9:26 AM PST' },
      applicationTitle: 'Transfer Application',
    };
    const stop = new AbortController();
    setTimeout(() => stop.abort(new Error('the job took longer than its time limit')), 300);
    const started = performance.now();
    await expect(assembly.assemble(parts, stop.signal)).rejects.toThrow('the job took longer than its time limit');
    expectUnderMs(performance.now() - started, 1_000, 'the time from the start to the stop');
  });
});
