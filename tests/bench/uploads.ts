// Uploads in the benchmarks: the documents students send (a scan, a photo, a PDF, a Word file), and one student's upload made as the client makes it, polled to its conversion's end.
import { createRequire } from 'node:module';

// The sample builders are test code, not built: loaded through @swc-node/register.
const samples = createRequire(import.meta.url)(
  '../../server/src/testing/documents.ts',
) as typeof import('../../server/src/testing/documents');

/** What `count` students upload, a few hundred kB each: a scan, a photo, a PDF of several pages, a Word file, in turn. */
export async function documents(count: number): Promise<{ bytes: Buffer; name: string }[]> {
  const paint: import('../../server/src/testing/documents').Paint = (x, y) => [
    120 + 100 * Math.sin(x / 90),
    110 + 90 * Math.cos(y / 70),
    140,
  ];
  const picture = samples.jpegImage({ width: 1600, height: 1200, paint, quality: 75 });
  const kinds = [
    { bytes: samples.pngImage({ width: 850, height: 650, paint }), name: 'scan.png' },
    { bytes: picture, name: 'photo.jpg' },
    { bytes: await samples.pdfDocument({ pages: 10, lines: 40, image: picture }), name: 'transcript.pdf' },
    {
      bytes: await samples.docxDocument({
        heading: 'Unofficial Transcript',
        paragraphs: Array.from({ length: 60 }, (_, i) => `${i + 1}. The student completed the course with distinction.`),
        table: [['Term', 'Course', 'Grade'], ...Array.from({ length: 30 }, (_, i) => [`Term ${1 + (i % 4)}`, `Course ${100 + i}`, 'A'])],
        image: { type: 'jpg', data: picture, width: 480, height: 360 },
      }),
      name: 'transcript.docx',
    },
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]);
}

/** Says "go on" the first time it is asked, "stop" after. */
export function once(): () => boolean {
  let asked = false;
  return () => {
    const stop = asked;
    asked = true;
    return stop;
  };
}

export interface Uploader {
  cookie: string;
  file: { bytes: Buffer; name: string };
}

/**
 * One student's upload as the client makes it: a target, the multipart post, the conversion started; then polled to its
 * end (every 2 s, as the client does, or every `pollMs` to time it), again until `stop` says so. A FAILED conversion
 * throws, unless the file is `meant to fail` (a hostile file).
 */
export async function uploadAndWait(
  url: string,
  { cookie, file }: Uploader,
  stop: () => boolean,
  meantToFail = false,
  pollMs = 2000,
): Promise<number> {
  let converted = 0;
  const json = { 'content-type': 'application/json', cookie };
  while (!stop()) {
    const target = (await (
      await fetch(`${url}/api/presigned-url`, { method: 'POST', headers: json, body: JSON.stringify({ answer_key: 'college_transcript' }) })
    ).json()) as { url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const posted = await fetch(`${url}${target.url}`, { method: 'POST', headers: { cookie, origin: url }, body: form });
    if (!posted.ok) throw new Error(`the upload answered ${posted.status}: ${await posted.text()}`);
    const started = await fetch(`${url}/api/pdf/document-answer/college_transcript`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ file_key: target.fields.key, file_name: file.name }),
    });
    if (!started.ok) throw new Error(`starting the conversion answered ${started.status}`);
    // Polled every 2 s, as the client does (docs/product.md §4.4).
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const { status, message } = (await (
        await fetch(`${url}/api/pdf/document-answer/college_transcript`, { headers: { cookie } })
      ).json()) as {
        status: string;
        message: string | null;
      };
      if (status === 'COMPLETED' || (status === 'FAILED' && meantToFail)) break;
      if (status === 'FAILED') throw new Error(`a ${file.name} failed: ${message}`);
    }
    converted++;
  }
  return converted;
}
