// Serves the built React client: its files (hashed assets cached for a year), and index.html, told the identity cookie prefix, for every non-API GET.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import express, { Router } from 'express';
import { isApiPath } from './rest';

export function clientDistDir(): string {
  return path.join(path.dirname(require.resolve('@transfer/client/package.json')), 'dist');
}

function indexHtml(distDir: string): string {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) throw new Error(`the client is not built: ${file} is missing (run npm run build)`);
  return file;
}

/** The client learns which cookie says "signed in" from this meta tag (the prefix is IDENTITY_COOKIE_PREFIX). */
export function withIdentityCookiePrefix(html: string, prefix: string): string {
  const meta = `<meta name="identity-cookie-prefix" content="${escapeHtml(prefix)}" />`;
  if (!/<\/head>/i.test(html)) throw new Error('the client index.html has no </head> to put the identity cookie prefix before');
  return html.replace(/<\/head>/i, `${meta}</head>`);
}

/** The client's files but index.html; mounted before the sessions, which a script or an image has no use for. */
export function clientFiles(distDir: string): Router {
  indexHtml(distDir);
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // Pages are their routes' (index.html clientPage's, the staff page the staff's), and API paths are no files: none
  // costs a look at the disk.
  router.use((req, _res, next) => next(req.path.endsWith('.html') || isApiPath(req.path) ? 'router' : undefined));
  router.use(express.static(distDir, { index: false }));
  return router;
}

/** index.html for every GET outside the API, uncached, so a new build and the cookie prefix reach the browser at once. */
export function clientPage(distDir: string, identityCookiePrefix: string): Router {
  const page = withIdentityCookiePrefix(readFileSync(indexHtml(distDir), 'utf8'), identityCookiePrefix);
  const router = Router();
  router.get('/{*splat}', (req, res, next) => {
    if (isApiPath(req.path)) return next();
    res.set('Cache-Control', 'no-cache').type('html').send(page);
  });
  return router;
}

/** Another page of the built client (the staff's GraphiQL), which its own route serves; null when the build has none. */
export function clientHtml(distDir: string | null, name: string): string | null {
  const file = distDir ? path.join(distDir, name) : null;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
}
