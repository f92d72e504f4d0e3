// Uploads as the client makes them, over any signed-in agent (a test server's, or a built instance's): an upload target asked for, the file posted to it, the conversion started and awaited.
import type { SignedInAgent } from './agent';

export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
}

export interface LocalFile {
  bytes: Buffer;
  name: string;
}

/** POST /api/presigned-url for `answerKey`. */
export async function uploadTargetFor(agent: SignedInAgent, answerKey = 'college_transcript'): Promise<UploadTarget> {
  const response = await agent.fetch('/api/presigned-url', { method: 'POST', body: JSON.stringify({ answer_key: answerKey }) });
  if (!response.ok) throw new Error(`presigned-url answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as UploadTarget;
}

/** The multipart form a browser posts: every field of the target, then the file. */
export function uploadForm(fields: Record<string, string>, file: LocalFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

/** The origin the test apps believe they serve (APP_URL), which the upload receiver wants in Origin. */
export const testAppOrigin = 'http://app.test';

/** Posts the file to the target: through the agent (with its cookie and the app's Origin) when the url is the app's own. */
export function postUpload(
  agent: SignedInAgent,
  target: UploadTarget,
  file: LocalFile,
  headers: Record<string, string> = { origin: testAppOrigin },
): Promise<Response> {
  const body = uploadForm(target.fields, file);
  if (/^https?:/.test(target.url)) return fetch(target.url, { method: 'POST', body });
  return agent.fetch(target.url, { method: 'POST', body, headers });
}

/** Starts the conversion of an uploaded file (POST /api/pdf/document-answer/{key}). */
export function startConversion(agent: SignedInAgent, fileKey: string, fileName: string, answerKey = 'college_transcript') {
  return agent.fetch(`/api/pdf/document-answer/${answerKey}`, {
    method: 'POST',
    body: JSON.stringify({ file_key: fileKey, file_name: fileName }),
  });
}

/** Asks for a target, uploads, starts the conversion: what the client's widget does. Answers the file's storage key. */
export async function uploadAndConvert(
  agent: SignedInAgent,
  file: LocalFile,
  answerKey = 'college_transcript',
  origin = testAppOrigin,
): Promise<string> {
  const target = await uploadTargetFor(agent, answerKey);
  const upload = await postUpload(agent, target, file, { origin });
  if (!upload.ok) throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
  const started = await startConversion(agent, target.fields.key, file.name, answerKey);
  if (!started.ok) throw new Error(`starting the conversion answered ${started.status}: ${await started.text()}`);
  return target.fields.key;
}

/** Polls GET /api/pdf/document-answer/{key} (as the client does) until the conversion is finished. */
export async function finishedConversion(
  agent: SignedInAgent,
  answerKey = 'college_transcript',
  timeoutMs = 60_000,
): Promise<{ status: string; message: string | null }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await agent.fetch(`/api/pdf/document-answer/${answerKey}`);
    const answer = (await response.json()) as { status: string; message: string | null };
    if (answer.status !== 'UNPROCESSED' && answer.status !== 'IN_PROGRESS') return answer;
    if (Date.now() > until) throw new Error(`the conversion is still ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
