// The PDF copy of a submitted application (docs/product.md §4.4 and §13.4): GET /api/pdf polled every second while the copy is made, then every ten minutes in the background; while it is made the button says so, disabled (and a polite status tells screen readers), then 'Download PDF copy' downloads the url at once; a failure goes to the toast boundary, and the button asks again and downloads the copy once made.
import { isConversionPending } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useReportFailure } from '../chrome/ErrorBoundaries';
import { ServerError, UnauthorizedError } from '../relay/errors';
import { rest } from '../relay/rest';

export const pdfDownloadErrorMessage = 'Error downloading PDF copy of your application.';

/** What the button says, disabled, while the copy is made. */
export const pdfPreparingMessage = 'Preparing your PDF copy…';

/** docs/product.md §4.4: how often the status is asked while the PDF is being made, and once it is made (or failed). */
export const pdfPollInterval = 1000;
export const pdfRefreshInterval = 600_000;

interface PdfStatus {
  status: string;
  url?: string | null;
}

type Pdf = { kind: 'making' } | { kind: 'ready'; url: string } | { kind: 'failed' };

function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

export function PdfDownloadButton() {
  const report = useReportFailure();
  const [pdf, setPdf] = useState<Pdf>({ kind: 'making' });
  /** Counts the student's requests after a failure: each starts the polling afresh. */
  const [request, setRequest] = useState(0);
  /** The student pressed the button after a failure: the copy downloads as soon as it is made. */
  const wantsDownload = useRef(false);
  const hasFailed = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    // `background`: the ten-minute refresh, which nobody asked for, must not keep an idle session alive.
    const poll = async (background: boolean) => {
      try {
        const answer = await rest<PdfStatus>('GET', '/api/pdf', undefined, { background });
        if (cancelled) return;
        if (isConversionPending(answer.status)) {
          setPdf({ kind: 'making' });
          timer = setTimeout(() => void poll(false), pdfPollInterval);
          return;
        }
        if (answer.status !== 'COMPLETED' || !answer.url) throw new ServerError(pdfDownloadErrorMessage);
        hasFailed.current = false;
        setPdf({ kind: 'ready', url: answer.url });
        if (wantsDownload.current) download(answer.url);
      } catch (error) {
        if (cancelled) return;
        setPdf({ kind: 'failed' });
        // Said once for a failure, not again at every refresh that finds it still failed.
        if (!hasFailed.current) report(error instanceof UnauthorizedError ? error : new ServerError(pdfDownloadErrorMessage));
        hasFailed.current = true;
      }
      wantsDownload.current = false;
      timer = setTimeout(() => void poll(true), pdfRefreshInterval);
    };
    void poll(false);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [request, report]);

  const isPreparing = pdf.kind === 'making';
  return (
    <>
      <Button
        className="button button--primary completion__download"
        isDisabled={isPreparing}
        onPress={() => {
          if (pdf.kind === 'ready') {
            download(pdf.url);
            return;
          }
          hasFailed.current = false;
          wantsDownload.current = true;
          setPdf({ kind: 'making' });
          setRequest((count) => count + 1);
        }}
      >
        {isPreparing ? pdfPreparingMessage : 'Download PDF copy'}
      </Button>
      <span role="status" className="visually-hidden">
        {isPreparing ? pdfPreparingMessage : ''}
      </span>
    </>
  );
}
