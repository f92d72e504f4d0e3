// The upload question: the visitor's notice, each client-side check at its boundary, and the uploading, done, delete and failed states.
import { unexpectedErrorMessage, validationMessages, type FileQuestion } from '@transfer/form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFormNodes } from '../../test/formNodes';
import { fileSizeText } from './display';

const transcript: FileQuestion = {
  kind: 'file',
  key: 'fixture_transcript',
  label: 'Unofficial transcript',
  required: true,
};
const megabyte = 1024 * 1024;

function fileOf(name: string, size: number): File {
  return new File([new Uint8Array(size)], name);
}

/** The picker's own type filter is off, as when a student switches it to "All files". */
async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

describe('FileWidget', () => {
  it('tells a visitor to create an account, and offers no upload', async () => {
    renderFormNodes([transcript], { isSignedIn: false });
    const notice = await screen.findByText('This question can be finished once you have created an account.');

    expect(notice.closest('[id]')!.id).toBe('fixture_transcript');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('offers a Choose button carrying the answer key, named after the question', async () => {
    renderFormNodes([transcript]);
    const button = await screen.findByRole('button', { name: 'Choose a file Unofficial transcript (required)' });
    expect(button.id).toBe('fixture_transcript');
    expect(document.querySelector('input[type="file"]')!.getAttribute('accept')).toBe('.png,.jpeg,.jpg,.pdf,.docx');
  });

  it('uploads a file of exactly 1 MB, and refuses one byte more', async () => {
    const onUpload = vi.fn(async () => {});
    renderFormNodes([transcript], { onUpload });
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf('big.pdf', megabyte + 1));
    expect(screen.getByRole('alert').textContent).toBe('Your file is too large. The maximum file size is 1 MB.');
    expect(onUpload).not.toHaveBeenCalled();

    await choose(fileOf('exact.pdf', megabyte));
    expect(onUpload).toHaveBeenCalledWith(
      'fixture_transcript',
      expect.objectContaining({ name: 'exact.pdf', size: megabyte }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts a name of 32 characters with its extension, and refuses 33', async () => {
    const onUpload = vi.fn(async () => {});
    renderFormNodes([transcript], { onUpload });
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf(`${'a'.repeat(29)}.pdf`, 10));
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.fileNameTooLong);
    await choose(fileOf(`${'a'.repeat(28)}.pdf`, 10));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty file and a .gif, even without an upload handler', async () => {
    renderFormNodes([transcript]);
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf('empty.pdf', 0));
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.fileEmpty);
    await choose(fileOf('photo.gif', 10));
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.fileTypeNotAllowed);
  });

  it('shows a spinner while the file uploads or converts', async () => {
    renderFormNodes([transcript], { documents: { fixture_transcript: { status: 'IN_PROGRESS' } } });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Uploading and converting your file');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the finished file with its size, and deletes it only once confirmed', async () => {
    const onDelete = vi.fn(async () => {});
    renderFormNodes([transcript], {
      onDelete,
      documents: { fixture_transcript: { status: 'COMPLETED', fileName: 'transcript.pdf', fileSize: 12_700 } },
    });
    expect(await screen.findByText('transcript.pdf')).toBeTruthy();
    expect(screen.getByText(/\(12 KB\)/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete this file?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete file' }));
    expect(onDelete).toHaveBeenCalledWith('fixture_transcript');
  });

  it("shows a failed conversion's message, or the generic one, and offers to choose again", async () => {
    renderFormNodes([transcript], {
      documents: { fixture_transcript: { status: 'FAILED', message: 'The file is damaged.' } },
    });
    expect(await screen.findByText('The file is damaged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeTruthy();
  });

  it('shows the generic message when the upload request fails', async () => {
    renderFormNodes([transcript], { onUpload: async () => Promise.reject(new Error('network')) });
    await screen.findByRole('button', { name: /Choose a file/ });
    await choose(fileOf('a.pdf', 10));
    expect((await screen.findByRole('alert')).textContent).toBe(unexpectedErrorMessage);
  });

  it('ties its required error to the Choose button', async () => {
    renderFormNodes([transcript], { errors: { fixture_transcript: 'Please upload your transcript.' } });
    const button = await screen.findByRole('button', { name: /Choose a file/ });
    expect(button.getAttribute('aria-describedby')).toContain(screen.getByText('Please upload your transcript.').id);
  });
});

describe('fileSizeText', () => {
  it('shows whole kilobytes below 1 MB and whole megabytes from there', () => {
    expect(fileSizeText(300)).toBe('1 KB');
    expect(fileSizeText(12_700)).toBe('12 KB');
    expect(fileSizeText(megabyte - 600)).toBe('1023 KB');
    expect(fileSizeText(megabyte - 1)).toBe('1 MB');
    expect(fileSizeText(megabyte)).toBe('1 MB');
    expect(fileSizeText(2.6 * megabyte)).toBe('3 MB');
  });
});
