// An applicant's packet: the application PDF and each converted document as one ZIP, streamed through yazl, each file opened only when its turn comes (never the whole in memory).
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { safeFileName } from '../http/download';

/** A file of the packet: its name in the ZIP, and how to read it. */
export interface PacketFile {
  name: string;
  open(): Promise<Readable>;
}

/** `<number>-<question>-<file name>.pdf` (100001-college-transcript-Transcript.pdf): a converted document's name, its original extension replaced. */
export function documentEntryName(number: number, answerKey: string, fileName: string): string {
  return safeFileName(`${number}-${answerKey.replaceAll('_', '-')}-${fileName.replace(/\.[A-Za-z0-9]+$/, '')}.pdf`);
}

export const applicationEntryName = (number: number) => `${number}-application.pdf`;

/** The ZIP of `files`, in their order; PDFs compress no further, so they are stored as they are. */
export function zipOf(files: readonly PacketFile[]): Readable {
  const zip = new ZipFile();
  for (const file of files) {
    zip.addReadStreamLazy(file.name, { compress: false }, (done) => {
      file.open().then(
        (stream) => {
          done(null, stream);
        },
        (error: unknown) => {
          done(error, undefined as never);
        },
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
