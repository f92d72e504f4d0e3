// Attaches a file to a student's file question over HTTP, as the client does: upload target, multipart post, conversion.
import type { SignedInAgent } from './accounts';

/** Uploads `bytes` as `fileName` for `answerKey` and starts its conversion; answers the conversion's first status. */
export async function attachDocument(agent: SignedInAgent, appUrl: string, answerKey: string, bytes: Buffer, fileName: string) {
  const target = await agent.fetch('/api/presigned-url', { method: 'POST', body: JSON.stringify({ answer_key: answerKey }) });
  if (!target.ok) throw new Error(`the upload target answered ${target.status}: ${await target.text()}`);
  const { url, fields } = (await target.json()) as { url: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  // The multipart type and boundary are fetch's own: not agent.fetch, which would name the body JSON.
  const upload = await fetch(new URL(url, appUrl), {
    method: 'POST',
    body: form,
    headers: { cookie: agent.cookie, origin: new URL(appUrl).origin },
  });
  if (!upload.ok) throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
  const started = await agent.fetch(`/api/pdf/document-answer/${answerKey}`, {
    method: 'POST',
    body: JSON.stringify({ file_key: fields.key, file_name: fileName }),
  });
  if (!started.ok) throw new Error(`starting the conversion answered ${started.status}: ${await started.text()}`);
}
