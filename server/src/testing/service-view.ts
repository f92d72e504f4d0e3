// A stand-in for the client's service view (until the client renders it): fetches GET /service/tmp-pdf with the page's
// token and shows every answer as text under a heading, then marks <main> ready, as the real view does for the PDF worker.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = `
const main = document.querySelector('main');
const token = new URLSearchParams(location.search).get('service_token');
fetch('/service/tmp-pdf?service_token=' + encodeURIComponent(token || '')).then(async (response) => {
  const body = await response.json();
  if (!response.ok) {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = body.message;
    main.append(alert);
    return;
  }
  const section = (title, entries) => {
    const heading = document.createElement('h1');
    heading.textContent = title;
    const list = document.createElement('dl');
    for (const [key, value] of entries) {
      const term = document.createElement('dt');
      term.textContent = key;
      const detail = document.createElement('dd');
      detail.textContent = typeof value === 'boolean' ? (value ? '[X]' : '[ ]') : String(value);
      list.append(term, detail);
    }
    main.append(heading, list);
  };
  section('Answers of ' + body.username, Object.entries(body.answer));
  section('Documents', Object.entries(body.document_answer).map(([key, file]) => [key, file.file_name]));
  main.dataset.serviceReady = 'true';
});
`;

/** A client folder whose index.html is the stand-in view. */
export function serviceViewClientDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'service-view-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, 'assets', 'service-view.js'), script);
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Service view</title>' +
      '<script type="module" src="/assets/service-view.js"></script></head><body><main></main></body></html>',
  );
  return folder;
}
