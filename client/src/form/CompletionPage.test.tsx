// /completion: the success notice and the steps still to take, and the PDF copy polled from GET /api/pdf until it is made.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../relay/environment';
import { renderApp } from '../test/app';
import { stubApplicationServer } from '../test/application-server';
import { clearCookies, type Handler } from '../test/fetch';
import { pdfPollInterval } from './PdfDownloadButton';

function renderCompletion(pdf: Handler) {
  const server = stubApplicationServer({ webStatus: 'submitted' }, {}, { 'GET /api/pdf': pdf });
  renderApp('/completion', { createEnvironment: createRelayEnvironment });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearCookies();
});

describe('CompletionPage', () => {
  it('says the application was submitted and lists the steps still to take', async () => {
    renderCompletion({ status: 404, body: { message: 'Not found.' } });
    const notice = await screen.findByText('Your application was successfully submitted.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { name: /^Thank you for applying to/ })).toBeTruthy();
  });

  it('polls the PDF status every second while it is made, then downloads it', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const statuses = ['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED'];
    const { server } = renderCompletion(() => {
      const status = statuses.shift() ?? 'COMPLETED';
      return { body: { status, url: status === 'COMPLETED' ? '/files/application.pdf' : undefined } };
    });
    const started = Date.now();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF copy' }));
    expect(screen.getByRole('button', { name: 'Preparing your PDF copy…' })).toBeTruthy();

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1), { timeout: 4 * pdfPollInterval });
    expect(server.callsTo('GET /api/pdf')).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * pdfPollInterval);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/files/application.pdf');

    // Made once: another press downloads it again at once.
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF copy' }));
    expect(clicked).toHaveBeenCalledTimes(2);
    expect(server.callsTo('GET /api/pdf')).toHaveLength(3);
  });

  it.each([
    ['fails', { body: { status: 'FAILED' } }],
    ['cannot be asked for', { status: 404, body: { message: 'Not found.' } }],
  ])('says so in an error toast when the PDF %s, and offers the button again', async (_, answer) => {
    renderCompletion(answer);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF copy' }));
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain(
      'Error downloading PDF copy of your application.',
    );
    expect(await screen.findByRole('button', { name: 'Download PDF copy' })).toBeTruthy();
  });
});
