// Serves the built React client: its files (hashed assets cached for a year, sent brotli- or gzip-compressed as the build made them), and index.html, told the identity cookie prefix, for every non-API GET (a form page's with its prerendered shell).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { formPages, shellFile, shellPlaceholders, type FormPageId, type PartnerConfig, type ShellAudience } from '@transfer/form';
import express, { Router, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';
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
  // The build wrote a .br and a .gz beside each text asset: the one the browser accepts goes as it is (with Vary).
  router.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  // Pages are their routes' (index.html clientPage's, the staff page the staff's), and API paths are no files: none
  // costs a look at the disk.
  router.use((req, _res, next) => next(req.path.endsWith('.html') || isApiPath(req.path) ? 'router' : undefined));
  router.use(express.static(distDir, { index: false }));
  return router;
}

/** The placeholders the build's shells carry, and the partner config's values for them. */
function shellValues(partner: PartnerConfig): [string, string][] {
  return [
    [shellPlaceholders.institutionName, partner.name],
    [shellPlaceholders.applicationTitle, partner.application_title],
  ];
}

/**
 * Each form page's HTML with its prerendered shell (scripts/prerender-shells.mjs), for a visitor and for a student,
 * the partner's names filled in; none when the build made no shells.
 */
function shellPages(distDir: string, partner: PartnerConfig, identityCookiePrefix: string): Map<string, Record<ShellAudience, string>> {
  const pages = new Map<string, Record<ShellAudience, string>>();
  const read = (pageId: FormPageId, audience: ShellAudience): string | null => {
    const file = path.join(distDir, shellFile(pageId, audience));
    if (!existsSync(file)) return null;
    const html = shellValues(partner).reduce(
      (filled, [placeholder, value]) => filled.replaceAll(placeholder, escapeHtml(value)),
      readFileSync(file, 'utf8'),
    );
    return withIdentityCookiePrefix(html, identityCookiePrefix);
  };
  for (const page of formPages) {
    const visitor = read(page.id, 'visitor');
    const student = read(page.id, 'student');
    if (visitor && student) pages.set(page.path, { visitor, student });
  }
  return pages;
}

/** The shell a request gets: a student's when the browser holds a session or believes it does, else a visitor's. */
function audienceOf(req: Request): ShellAudience {
  return req.user || req.claimsSession ? 'student' : 'visitor';
}

/**
 * index.html for every GET outside the API, uncached, so a new build and the cookie prefix reach the browser at once;
 * a form page's address gets the page's shell drawn in (issue 12: a first paint before the JavaScript).
 */
export function clientPage(distDir: string, identityCookiePrefix: string, partner: PartnerConfig): Router {
  const page = withIdentityCookiePrefix(readFileSync(indexHtml(distDir), 'utf8'), identityCookiePrefix);
  const shells = shellPages(distDir, partner, identityCookiePrefix);
  const router = Router();
  router.get('/{*splat}', (req, res, next) => {
    if (isApiPath(req.path)) return next();
    const shell = shells.get(req.path);
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(shell ? shell[audienceOf(req)] : page);
  });
  return router;
}

/** Another page of the built client (the staff's GraphiQL), which its own route serves; null when the build has none. */
export function clientHtml(distDir: string | null, name: string): string | null {
  const file = distDir ? path.join(distDir, name) : null;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
}
