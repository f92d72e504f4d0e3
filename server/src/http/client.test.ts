import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import type { RestRoute } from './rest';

const script = `console.log(${JSON.stringify('the client '.repeat(400))});\n`;
const page = `<!doctype html><html><head><title>client index</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

/** A built client as scripts/build.mjs leaves it: a hashed script with its brotli and gzip copies. */
function builtClientDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  writeFileSync(path.join(folder, 'index.html'), page);
  const assets = path.join(folder, 'assets');
  mkdirSync(assets);
  writeFileSync(path.join(assets, 'index-abc123.js'), script);
  writeFileSync(path.join(assets, 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(assets, 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(assets, 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return folder;
}

/** The answer as it travels: headers and the bytes undecoded (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const routes: RestRoute[] = [
  { method: 'get', path: '/api/large', handle: async () => ({ text: 'a'.repeat(2000) }) },
  { method: 'get', path: '/api/small', handle: async () => ({ text: 'a'.repeat(100) }) },
];

describe('the built client and JSON over HTTP', () => {
  let server: TestServer;
  let student: SignedInAgent;
  beforeAll(async () => {
    server = await startTestServer({ routes, clientDir: builtClientDir() });
    student = await signedInAgent(server);
  });
  afterAll(() => server.close());

  const asset = () => `${server.url}/assets/index-abc123.js`;
  const immutable = 'public, max-age=31536000, immutable';

  it('sends a hashed script brotli-compressed when the browser takes brotli, as the build made it, cached for a year', async () => {
    const response = await rawGet(asset(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/i);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.body.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one taking neither', async () => {
    const gzipped = await rawGet(asset(), { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await rawGet(asset(), { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.headers['cache-control']).toBe(immutable);
    expect(plain.body.toString()).toBe(script);
  });

  it('sends an image as it is, cached for a year, and a missing asset as 404', async () => {
    const image = await rawGet(`${server.url}/assets/logo-abc123.png`, { 'accept-encoding': 'gzip, br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['cache-control']).toBe(immutable);
    expect((await rawGet(`${server.url}/assets/missing-abc123.js`, { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('sends the page compressed and never cached without asking', async () => {
    const response = await rawGet(`${server.url}/about`, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('compresses a JSON answer over 1 kB, and leaves a smaller one as it is', async () => {
    const large = await student.fetch('/api/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('cache-control')).toBe('no-store');
    expect(await large.json()).toEqual({ text: 'a'.repeat(2000) });

    const small = await student.fetch('/api/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ text: 'a'.repeat(100) });
  });
});

/** A build with the form pages' shells (scripts/prerender-shells.mjs): the partner's names still placeholders. */
function builtClientDirWithShells(): string {
  const folder = builtClientDir();
  mkdirSync(path.join(folder, 'shells'));
  for (const pageId of ['about', 'education', 'final-steps'])
    for (const audience of ['visitor', 'student'])
      writeFileSync(
        path.join(folder, 'shells', `${pageId}.${audience}.html`),
        `<!doctype html><html><head><title>${pageId} | __SHELL_APPLICATION_TITLE__</title></head><body>` +
          `<div id="page-shell"><p>${audience} shell of ${pageId} for __SHELL_INSTITUTION_NAME__</p></div>` +
          `<div id="root" hidden></div></body></html>`,
      );
  return folder;
}

/** A partner config file (PARTNER_CONFIG names one). */
function partnerConfigFile(partner: object): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'partner-')), 'partner.json');
  writeFileSync(file, JSON.stringify(partner));
  return file;
}

describe("a form page's prerendered shell", () => {
  let server: TestServer;
  let student: SignedInAgent;
  beforeAll(async () => {
    server = await startTestServer({
      clientDir: builtClientDirWithShells(),
      environment: { PARTNER_CONFIG: partnerConfigFile({ name: 'Ada & Grace <University>', application_title: 'Transfer "2027"' }) },
    });
    student = await signedInAgent(server);
  });
  afterAll(() => server.close());

  const text = async (response: Response) => ({
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  });

  it("comes with each form page's address, for a visitor, with the partner's names filled in and escaped, never cached", async () => {
    for (const pageId of ['about', 'education', 'final-steps']) {
      const page = await text(await fetch(`${server.url}/${pageId}`));
      expect(page.status).toBe(200);
      expect(page.cacheControl).toBe('no-cache');
      expect(page.body).toContain(`<p>visitor shell of ${pageId} for Ada &amp; Grace &lt;University&gt;</p>`);
      expect(page.body).toContain(`<title>${pageId} | Transfer &quot;2027&quot;</title>`);
      expect(page.body).not.toContain('__SHELL_');
      expect(page.body).toContain('<meta name="identity-cookie-prefix"');
    }
  });

  it("is a student's for a browser that holds a session or believes it does (the identity cookie)", async () => {
    expect((await text(await student.fetch('/about'))).body).toContain('student shell of about');
    const believer = await fetch(`${server.url}/education`, { headers: { cookie: `${server.config.identityCookiePrefix}x=1` } });
    expect((await text(believer)).body).toContain('student shell of education');
  });

  it('is not drawn for the other screens, or an address that only starts like a form page', async () => {
    for (const address of ['/login', '/completion', '/about/more', '/']) {
      const page = await text(await fetch(`${server.url}${address}`));
      expect(page.status, address).toBe(200);
      expect(page.body, address).not.toContain('shell of');
    }
  });
});
