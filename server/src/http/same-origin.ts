// Refuses a state-changing request that a browser sent from another site's page: a form or script elsewhere cannot act with the cookies of a student or of staff.
import type { RequestHandler } from 'express';
import { Forbidden } from '../errors';

export const crossSiteMessage = 'Requests from other sites are refused: use this application itself.';

/** Reading methods change nothing, so another page may ask (what it reads, the browser keeps from it). */
const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser names where a request comes from: `Origin` on every POST, PUT and DELETE, and `Sec-Fetch-Site` on every
 * request (current Chromium, Firefox, Safari). The request passes when they name this application: APP_URL's origin,
 * or the very host the request was sent to (the app served under another name, as in tests and behind a development
 * proxy), which another site's page can set neither of. A request with neither header is no browser's (curl, a
 * script, the staff's API clients): nobody's cookies ride on it unasked, and it passes, its own credentials deciding.
 * `every` checks reads too, for a GET that changes something (the spec's `GET /api/logout`).
 */
export function sameOriginOnly(appUrl: string, methods: 'changing' | 'every' = 'changing'): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, _res, next) => {
    if (methods === 'changing' && readingMethods.has(req.method)) return next();
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const fromHere =
      origin !== undefined
        ? origin === appOrigin || (URL.canParse(origin) && new URL(origin).host === req.headers.host)
        : site === undefined || site === 'same-origin' || site === 'none';
    next(fromHere ? undefined : new Forbidden(crossSiteMessage));
  };
}
