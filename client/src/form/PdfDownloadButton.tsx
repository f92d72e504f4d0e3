// The PDF copy of a submitted application (SPEC section 4): once asked for, GET /api/pdf is polled every second while the copy is made, then every ten minutes; a failure goes to the toast boundary.
import { isConversionPending } from '@transfer/form';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useReportFailure } from '../chrome/ErrorBoundaries';
import { ServerError, UnauthorizedError } from '../relay/errors';
import { rest } from '../relay/rest';

export const pdfDownloadErrorMessage = 'Error downloading PDF copy of your application.';

/** SPEC section 9: how often the status is asked while the PDF is being made, and once it is made. */
export const pdfPollInterval = 1000;
export const pdfRefreshInterval = 600_000;

interface PdfStatus {
  status: string;
  url?: string;
}

type Phase = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'ready'; url: string };

function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

export function PdfDownloadButton() {
  const report = useReportFailure();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(() => {
    if (phase.kind === 'idle') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        // The ten-minute refresh is a background poll: it must not keep an idle session alive.
        const answer = await rest<PdfStatus>('GET', '/api/pdf', undefined, { background: phase.kind === 'ready' });
        if (cancelled) return;
        if (isConversionPending(answer.status)) {
          timer = setTimeout(poll, pdfPollInterval);
          return;
        }
        if (answer.status !== 'COMPLETED' || !answer.url) throw new ServerError(pdfDownloadErrorMessage);
        if (phase.kind === 'waiting') download(answer.url);
        setPhase({ kind: 'ready', url: answer.url });
      } catch (error) {
        if (cancelled) return;
        setPhase({ kind: 'idle' });
        report(error instanceof UnauthorizedError ? error : new ServerError(pdfDownloadErrorMessage));
      }
    };
    timer = setTimeout(poll, phase.kind === 'waiting' ? 0 : pdfRefreshInterval);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [phase, report]);

  const isWaiting = phase.kind === 'waiting';
  return (
    <Button
      className="button button--primary completion__download"
      isPending={isWaiting}
      onPress={() => (phase.kind === 'ready' ? download(phase.url) : setPhase({ kind: 'waiting' }))}
    >
      {isWaiting ? 'Preparing your PDF copy…' : 'Download PDF copy'}
    </Button>
  );
}
