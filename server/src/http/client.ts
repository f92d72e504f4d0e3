// Serves the built React client: hashed assets cached for a year, and index.html (told the identity cookie prefix) for every non-API GET.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import express, { Router, type Response } from 'express';
import { isApiPath } from './rest';

export function clientDistDir(): string {
  return path.join(path.dirname(require.resolve('@transfer/client/package.json')), 'dist');
}

/** The client learns which cookie says "signed in" from this meta tag (the prefix is IDENTITY_COOKIE_PREFIX). */
export function withIdentityCookiePrefix(html: string, prefix: string): string {
  const meta = `<meta name="identity-cookie-prefix" content="${escapeHtml(prefix)}" />`;
  if (!/<\/head>/i.test(html)) throw new Error('the client index.html has no </head> to put the identity cookie prefix before');
  return html.replace(/<\/head>/i, `${meta}</head>`);
}

export function clientRouter(distDir: string, identityCookiePrefix: string): Router {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`the client is not built: ${indexHtml} is missing (run npm run build)`);
  }
  const page = withIdentityCookiePrefix(readFileSync(indexHtml, 'utf8'), identityCookiePrefix);
  const sendPage = (res: Response) => res.set('Cache-Control', 'no-cache').type('html').send(page);
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.get('/index.html', (_req, res) => sendPage(res));
  router.use(express.static(distDir, { index: false }));
  router.get('/{*splat}', (req, res, next) => (isApiPath(req.path) ? next() : sendPage(res)));
  return router;
}
