// Tab groups: the chosen tab from the state, switching through the page, blocked while an upload runs (here and by the server), a file left behind only once the student said yes, and fixed for visitors.
import type { TabGroup } from '@transfer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../relay/errors';
import { renderFormNodes } from '../../test/formNodes';
import { stubUploadTarget } from '../../test/upload';

const transcript: TabGroup = {
  kind: 'tabs',
  id: 'fixture-transcript',
  label: 'Transcript',
  tabId: 'fixture_transcript_tab',
  defaultTab: 'upload',
  tabs: [
    {
      id: 'upload',
      label: 'Upload',
      nodes: [{ kind: 'file', key: 'fixture_transcript_file', label: 'Transcript file' }],
    },
    { id: 'mail', label: 'Send by mail', nodes: [{ kind: 'text', key: 'fixture_mail_date', label: 'Mailed on' }] },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TabsWidget', () => {
  it('shows the default tab, then the chosen one once the page has switched', async () => {
    const onTabChange = vi.fn(async () => {});
    renderFormNodes([transcript], { onTabChange });
    expect((await screen.findByRole('tab', { name: 'Upload' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: /Choose a file/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Send by mail' }));
    expect(onTabChange).toHaveBeenCalledWith('fixture_transcript_tab', 'mail');
    expect(await screen.findByRole('textbox', { name: 'Mailed on' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Send by mail' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab the state has chosen', async () => {
    renderFormNodes([transcript], { state: { tabs: { fixture_transcript_tab: 'mail' } } });
    expect(await screen.findByRole('textbox', { name: 'Mailed on' })).toBeTruthy();
  });

  it('does not switch while arrowing across the tabs, only on Enter', async () => {
    const onTabChange = vi.fn(async () => {});
    renderFormNodes([transcript], { onTabChange });
    await userEvent.click(await screen.findByRole('tab', { name: 'Upload' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onTabChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    expect(onTabChange).toHaveBeenCalledWith('fixture_transcript_tab', 'mail');
  });

  it.each(['UNPROCESSED', 'IN_PROGRESS'] as const)(
    'blocks switching while the conversion in the tab is %s, with a dialog',
    async (status) => {
      const onTabChange = vi.fn(async () => {});
      const onDeleteDocument = vi.fn(async () => {});
      renderFormNodes([transcript], {
        onTabChange,
        onDeleteDocument,
        documents: { fixture_transcript_file: { status, fileName: 'scan.png', fileSize: 2000 } },
      });
      await userEvent.click(await screen.findByRole('tab', { name: 'Send by mail' }));

      const dialog = within(await screen.findByRole('alertdialog', { name: 'File Upload in Progress' }));
      expect(dialog.getByText('Please wait until the file upload has completed.')).toBeTruthy();
      expect(onTabChange).not.toHaveBeenCalled();
      expect(onDeleteDocument).not.toHaveBeenCalled();
      expect(screen.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');

      await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it('blocks switching while the file is still being sent', async () => {
    stubUploadTarget(() => new Promise(() => {}));
    const onTabChange = vi.fn(async () => {});
    renderFormNodes([transcript], { onTabChange });
    await screen.findByRole('button', { name: /Choose a file/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(10)], 'scan.png', { type: 'image/png' }));
    await screen.findByRole('progressbar');

    await userEvent.click(screen.getByRole('tab', { name: 'Send by mail' }));
    expect(await screen.findByRole('alertdialog', { name: 'File Upload in Progress' })).toBeTruthy();
    expect(onTabChange).not.toHaveBeenCalled();
  });

  it('asks before a switch discards an uploaded file, as Delete does; the server switches and removes it in one call', async () => {
    const onTabChange = vi.fn(async () => {});
    const onDeleteDocument = vi.fn(async () => {});
    const rendered = renderFormNodes([transcript], {
      onTabChange,
      onDeleteDocument,
      documents: { fixture_transcript_file: { status: 'COMPLETED', fileName: 'scan.png', fileSize: 2000 } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Send by mail' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this file?' }));
    expect(dialog.getByText(/scan\.png will be removed from your application/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onTabChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Send by mail' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByRole('textbox', { name: 'Mailed on' })).toBeTruthy();
    expect(onTabChange).toHaveBeenCalledExactlyOnceWith('fixture_transcript_tab', 'mail');
    expect(onDeleteDocument).not.toHaveBeenCalled();
    expect(rendered.serverDocuments).toEqual({});

    await userEvent.click(screen.getByRole('tab', { name: 'Upload' }));
    expect(await screen.findByRole('button', { name: /Choose a file/ })).toBeTruthy();
  });

  it("shows the server's refusal while a file converts (409) as the wait dialog, and keeps the tab", async () => {
    renderFormNodes([transcript], {
      onTabChange: async () => Promise.reject(new ServerError('Please wait until the file upload has completed.', {}, 'CONFLICT')),
      documents: { fixture_transcript_file: { status: 'COMPLETED', fileName: 'scan.png', fileSize: 2000 } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Send by mail' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByRole('alertdialog', { name: 'File Upload in Progress' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');
  });

  it('changes the tab without a delete when no file is attached', async () => {
    const onDeleteDocument = vi.fn(async () => {});
    renderFormNodes([transcript], {
      onDeleteDocument,
      documents: { fixture_transcript_file: { status: 'NOT_ANSWERED' } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Send by mail' }));
    expect(await screen.findByRole('textbox', { name: 'Mailed on' })).toBeTruthy();
    expect(onDeleteDocument).not.toHaveBeenCalled();
  });

  it('keeps a visitor on the default tab, the others disabled with an explanation', async () => {
    const onTabChange = vi.fn(async () => {});
    renderFormNodes([transcript], {
      isSignedIn: false,
      onTabChange,
      state: { tabs: { fixture_transcript_tab: 'mail' } },
    });
    const mail = await screen.findByRole('tab', { name: 'Send by mail' });

    expect(screen.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('This question can be finished once you have created an account.')).toBeTruthy();
    expect(mail.getAttribute('aria-disabled')).toBe('true');
    expect(mail.getAttribute('aria-describedby')).toBe(screen.getByText('Create an account or sign in to choose another option.').id);
    await userEvent.click(mail);
    expect(onTabChange).not.toHaveBeenCalled();
  });

  it("reports a failure as 'Error handling tabs for {tab}', and reads the documents again", async () => {
    const onError = vi.fn();
    const rendered = renderFormNodes([transcript], {
      onError,
      onTabChange: async () => Promise.reject(new Error('offline')),
      documents: { fixture_transcript_file: { status: 'COMPLETED', fileName: 'scan.png', fileSize: 2000 } },
    });
    await screen.findByText('scan.png');
    rendered.serverDocuments.fixture_transcript_file = { status: 'COMPLETED', fileName: 'other.png', fileSize: 2000 };
    await userEvent.click(await screen.findByRole('tab', { name: 'Send by mail' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete file' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('Error handling tabs for fixture_transcript_tab', 'tabs:fixture_transcript_tab'),
    );
    expect(await screen.findByText('other.png')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');
  });
});
