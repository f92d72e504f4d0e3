// /completion: the success notice and the steps still to take, and the PDF copy polled from GET /api/pdf until it is made (PdfDownloadButton.test.tsx times the polls).
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('offers the PDF copy, downloading it once GET /api/pdf says it is made', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const statuses = ['IN_PROGRESS', 'COMPLETED'];
    const { server } = renderCompletion(() => {
      const status = statuses.shift() ?? 'COMPLETED';
      return { body: { status, url: status === 'COMPLETED' ? '/api/pdf/file' : null } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF copy' }, { timeout: 4 * pdfPollInterval }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/pdf/file');
    expect(server.callsTo('GET /api/pdf')).toHaveLength(2);
    clicked.mockRestore();
  });

  it('says so in an error toast when the PDF fails', async () => {
    renderCompletion({ body: { status: 'FAILED' } });
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain(
      'Error downloading PDF copy of your application.',
    );
    expect(screen.getByRole('button', { name: 'Download PDF copy' })).toBeTruthy();
  });
});
