// The PDF download on /completion, on fake timers: GET /api/pdf every second while the copy is made (the button says so, disabled, and a status tells screen readers), then every ten minutes as a background poll; COMPLETED lets the button download the url at once; a failure is said once and the button asks again.
import { backgroundRequestHeader } from '@transfer/form';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastErrorBoundary } from '../chrome/ErrorBoundaries';
import { stubServer, type Answer } from '../test/fetch';
import { ToastProvider } from '../ui/toasts';
import { pdfDownloadErrorMessage, PdfDownloadButton, pdfPollInterval, pdfPreparingMessage, pdfRefreshInterval } from './PdfDownloadButton';

/** Serves GET /api/pdf from `answers` in turn (the last one for ever after). */
function renderButton(...answers: Answer[]) {
  const queue = [...answers];
  const server = stubServer({ 'GET /api/pdf': () => (queue.length > 1 ? queue.shift()! : queue[0]) });
  render(
    <ToastProvider>
      <ToastErrorBoundary>
        <PdfDownloadButton />
      </ToastErrorBoundary>
    </ToastProvider>,
  );
  const polls = () => server.callsTo('GET /api/pdf');
  const isBackground = (index: number) => (polls()[index].init.headers as Record<string, string>)[backgroundRequestHeader] !== undefined;
  return { polls, isBackground };
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The button while the copy is made: saying so, disabled, and the same words in a polite status for screen readers. */
function expectPreparing() {
  const button = screen.getByRole('button', { name: pdfPreparingMessage }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(screen.getByRole('status').textContent).toBe(pdfPreparingMessage);
}

/** The button once the copy is made: it downloads when pressed, and the status says nothing more. */
function readyButton(): HTMLButtonElement {
  const button = screen.getByRole('button', { name: 'Download PDF copy' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  expect(screen.getByRole('status').textContent).toBe('');
  return button;
}

const status = (value: string, url?: string): Answer => ({ body: { status: value, url: url ?? null } });
const completed = status('COMPLETED', '/api/pdf/file');

// The toast list loads with the first toast; loaded once here, as a browser that has it shows it at once.
beforeAll(async () => {
  await import('../ui/ToastList');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PdfDownloadButton', () => {
  it('says it is preparing the copy while it is made, asking every second, then downloads it at once when pressed, then asks every ten minutes in the background', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { polls, isBackground } = renderButton(status('UNPROCESSED'), status('IN_PROGRESS'), completed);
    await elapse(0);
    expect(polls()).toHaveLength(1);
    expectPreparing();

    await elapse(pdfPollInterval - 1);
    expect(polls()).toHaveLength(1);
    await elapse(1);
    expect(polls()).toHaveLength(2);
    expectPreparing();
    await elapse(pdfPollInterval);
    expect(polls()).toHaveLength(3);

    fireEvent.click(readyButton());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/pdf/file');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).hasAttribute('download')).toBe(true);
    expect([0, 1, 2].map(isBackground)).toEqual([false, false, false]);

    await elapse(pdfRefreshInterval - 1);
    expect(polls()).toHaveLength(3);
    await elapse(1);
    expect(polls()).toHaveLength(4);
    expect(isBackground(3)).toBe(true);
    await elapse(pdfRefreshInterval);
    expect(polls()).toHaveLength(5);
    expect(isBackground(4)).toBe(true);
  });

  it.each([
    ['FAILED', status('FAILED')],
    ['a failed request', { status: 500, body: { message: 'Server down.' } }],
    ['NOT_ANSWERED', status('NOT_ANSWERED')],
  ])('says %s in an error toast once, and asks again when pressed, downloading what is made', async (_, failure) => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { polls, isBackground } = renderButton(failure, failure, status('IN_PROGRESS'), completed);
    await elapse(0);
    expect(screen.getByRole('alertdialog', { name: 'Error' }).textContent).toContain(pdfDownloadErrorMessage);

    // Still failing at the ten-minute refresh: not said again.
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await elapse(pdfRefreshInterval);
    expect(polls()).toHaveLength(2);
    expect(isBackground(1)).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(readyButton());
    await elapse(0);
    expect(polls()).toHaveLength(3);
    expect(isBackground(2)).toBe(false);
    expectPreparing();
    await elapse(pdfPollInterval);
    expect(polls()).toHaveLength(4);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/pdf/file');
    readyButton();
  });
});
