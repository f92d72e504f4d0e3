// The upload question: the visitor's notice, each client-side check at its boundary, the upload with its progress, the conversion polled to done or failed, the delete, and failed requests.
import { unexpectedErrorMessage, validationMessages, type FileQuestion } from '@transfer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFormNodes, uploadTarget } from '../../test/formNodes';
import { stubUploadTarget } from '../../test/upload';
import { conversionPollInterval } from '../document-answers';
import { fileSizeText } from './display';

const transcript: FileQuestion = {
  kind: 'file',
  key: 'fixture_transcript',
  label: 'Unofficial transcript',
  required: true,
};
const megabyte = 1024 * 1024;
/** Long enough for one poll of the conversion, on a busy machine. */
const pollWait = { timeout: 3 * conversionPollInterval };

function fileOf(name: string, size: number): File {
  return new File([new Uint8Array(size)], name);
}

/** The picker's own type filter is off, as when a student switches it to "All files". */
async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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

  it('uploads a file of exactly 1 MB, and refuses one byte more without asking the server', async () => {
    const target = stubUploadTarget();
    const onUploadTarget = vi.fn(async () => {});
    renderFormNodes([transcript], { onUploadTarget });
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf('big.pdf', megabyte + 1));
    expect(screen.getByRole('alert').textContent).toBe('Your file is too large. The maximum file size is 1 MB.');
    expect(onUploadTarget).not.toHaveBeenCalled();

    await choose(fileOf('exact.pdf', megabyte));
    await waitFor(() => expect(target.posted).toHaveLength(1));
    expect(onUploadTarget).toHaveBeenCalledWith('fixture_transcript');
    expect(target.posted[0].file).toMatchObject({ name: 'exact.pdf', size: megabyte });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts a name of 32 characters with its extension, and refuses 33', async () => {
    const target = stubUploadTarget();
    renderFormNodes([transcript]);
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf(`${'a'.repeat(29)}.pdf`, 10));
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.fileNameTooLong);
    await choose(fileOf(`${'a'.repeat(28)}.pdf`, 10));
    await waitFor(() => expect(target.posted).toHaveLength(1));
  });

  it('refuses an empty file and a .gif', async () => {
    const target = stubUploadTarget();
    renderFormNodes([transcript]);
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf('empty.pdf', 0));
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.fileEmpty);
    await choose(fileOf('photo.gif', 10));
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.fileTypeNotAllowed);
    expect(target.posted).toHaveLength(0);
  });

  it('shows the upload progress, then the conversion, polled until it completes with the name and size', async () => {
    let finishPost = () => {};
    const target = stubUploadTarget(() => new Promise((resolve) => (finishPost = () => resolve({ status: 204 }))));
    const onStartConversion = vi.fn(async () => {});
    const rendered = renderFormNodes([transcript], { onStartConversion });
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf('transcript.png', 13_000));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading transcript.png' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(target.posted[0].url).toBe(uploadTarget.url);
    expect(target.posted[0].fields).toEqual(uploadTarget.fields);
    expect(screen.queryByRole('button')).toBeNull();

    finishPost();
    expect((await screen.findByRole('status')).textContent).toContain('Converting transcript.png');
    expect(onStartConversion).toHaveBeenCalledWith('fixture_transcript', uploadTarget.fields.key, 'transcript.png');
    expect(screen.queryByRole('progressbar')).toBeNull();

    rendered.serverDocuments.fixture_transcript = { status: 'COMPLETED', fileName: 'transcript.png', fileSize: 13_000 };
    expect(await screen.findByText('transcript.png', {}, pollWait)).toBeTruthy();
    expect(screen.getByText(/\(13 KB\)/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: /^Delete/ }).id).toBe('fixture_transcript');
  });

  it('polls a conversion left running; a failed one clears the field and shows its message', async () => {
    const rendered = renderFormNodes([transcript], {
      documents: { fixture_transcript: { status: 'IN_PROGRESS', fileName: 'scan.pdf', fileSize: 400 } },
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Converting scan.pdf');
    expect(status.id).toBe('fixture_transcript');
    expect(screen.queryByRole('button')).toBeNull();

    rendered.serverDocuments.fixture_transcript = { status: 'FAILED', message: 'The PDF is encrypted.' };
    expect((await screen.findByRole('alert', {}, pollWait)).textContent).toBe('The PDF is encrypted.');
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the generic message for a failed conversion that names none', async () => {
    renderFormNodes([transcript], { documents: { fixture_transcript: { status: 'FAILED' } } });
    expect(await screen.findByText(unexpectedErrorMessage)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeTruthy();
  });

  it('stops loading for a document not answered', async () => {
    renderFormNodes([transcript], { documents: { fixture_transcript: { status: 'NOT_ANSWERED' } } });
    expect(await screen.findByRole('button', { name: /Choose a file/ })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('deletes the finished file only once confirmed', async () => {
    const onDeleteDocument = vi.fn(async () => {});
    renderFormNodes([transcript], {
      onDeleteDocument,
      documents: { fixture_transcript: { status: 'COMPLETED', fileName: 'transcript.pdf', fileSize: 12_700 } },
    });
    expect(await screen.findByText('transcript.pdf')).toBeTruthy();
    expect(screen.getByText(/\(12 KB\)/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(onDeleteDocument).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete this file?' }));
    expect(dialog.getByText(/transcript\.pdf will be removed/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete file' }));
    expect(onDeleteDocument).toHaveBeenCalledWith('fixture_transcript');
    expect(await screen.findByRole('button', { name: /Choose a file/ })).toBeTruthy();
    expect(screen.queryByText('transcript.pdf')).toBeNull();
  });

  it("refused by the upload target: the server's message under the field, the upload toast, and the conversion deleted", async () => {
    stubUploadTarget(() => ({ status: 413, body: { message: validationMessages.fileTooLarge } }));
    const onError = vi.fn();
    const onDeleteDocument = vi.fn(async () => {});
    const onStartConversion = vi.fn(async () => {});
    renderFormNodes([transcript], { onError, onDeleteDocument, onStartConversion });
    await screen.findByRole('button', { name: /Choose a file/ });

    await choose(fileOf('a.pdf', 10));
    expect((await screen.findByRole('alert')).textContent).toBe(validationMessages.fileTooLarge);
    expect(onError).toHaveBeenCalledWith('Error uploading file for fixture_transcript', 'upload:fixture_transcript');
    await waitFor(() => expect(onDeleteDocument).toHaveBeenCalledWith('fixture_transcript'));
    expect(onStartConversion).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Choose a file/ }).getAttribute('aria-describedby')).toContain('fixture_transcript-error');
  });

  it('shows the generic message when the upload cannot reach the server', async () => {
    stubUploadTarget(() => {
      throw new Error('offline');
    });
    const onError = vi.fn();
    renderFormNodes([transcript], { onError });
    await screen.findByRole('button', { name: /Choose a file/ });
    await choose(fileOf('a.pdf', 10));
    expect((await screen.findByRole('alert')).textContent).toBe(unexpectedErrorMessage);
    expect(onError).toHaveBeenCalledWith('Error uploading file for fixture_transcript', 'upload:fixture_transcript');
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
