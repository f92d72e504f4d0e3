// The staff's HTTP: who of staff a request is (Bearer token, or the staff session's own cookie), the sign-in page and its POST, GraphiQL for a staff session, and the PDF download.
import { pipeline } from 'node:stream/promises';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { NotFound, Unauthorized, ValidationError } from '../errors';
import type { StaffCheck, StaffMember } from '../graphql/context';
import { attachAs } from '../http/download';
import type { RestRoute } from '../http/rest';
import { wrongTokenMessage, type StaffAccess } from './access';
import { staffPdfPath, type StaffApplications } from './applications';

/** The staff session's cookie: HttpOnly, SameSite=Strict, apart from the students' session. */
export const staffCookieName = 'transfer.staff';

export const noGraphiqlMessage = 'Not found. GraphiQL is for staff signed in at /staff/sign-in.';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new Unauthorized(wrongTokenMessage);
  return match[1];
}

function sessionCookieOf(req: Request): string | null {
  return req.headers.cookie ? (parseCookies(req.headers.cookie)[staffCookieName] ?? null) : null;
}

export interface StaffAuthentication {
  /** Mounted on /graphql: finds who of staff asks. A token that is wrong, revoked or malformed answers 401 at once. */
  middleware: RequestHandler;
  /** What the GraphQL context asks: the staff member the middleware found for this request. */
  check: StaffCheck;
}

/** The staff member of a request: its Bearer token (wrong or revoked: 401 at once), else its staff session cookie. */
async function staffMemberOf(access: StaffAccess, req: Request): Promise<StaffMember | null> {
  const token = bearerOf(req);
  if (token !== null) {
    const member = await access.byToken(token);
    if (!member) throw new Unauthorized(wrongTokenMessage);
    return member;
  }
  const cookie = sessionCookieOf(req);
  return cookie ? access.bySession(cookie) : null;
}

export function staffAuthentication(access: StaffAccess): StaffAuthentication {
  const members = new WeakMap<Request, StaffMember>();
  return {
    middleware: (req, _res, next) => {
      staffMemberOf(access, req).then((member) => {
        if (member) members.set(req, member);
        next();
      }, next);
    },
    check: (req) => members.get(req) ?? null,
  };
}

/** GET /graphql: GraphiQL for a staff session, after staffAuthentication; 404 for anybody else. A staff token's GET goes on to Apollo. */
export function graphiqlPage(check: StaffCheck, page: string | null): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || req.path !== '/') return next();
    if (!check(req)) return next(new NotFound(noGraphiqlMessage));
    if (!req.accepts('html') || req.headers.authorization || !page) return next();
    res.type('html').send(page);
  };
}

/** /staff/sign-in: the page (the same built page, which shows the form there) and the POST that opens the session. */
export function staffRoutes(access: StaffAccess, reads: StaffApplications, page: string | null, secureCookies: boolean): RestRoute[] {
  return [
    {
      method: 'get',
      path: staffPdfPath(':applicationId'),
      handle: async (req, res) => {
        const staff = await staffMemberOf(access, req);
        const file = await reads.pdfFile({ staff, user: req.user ?? null }, String(req.params.applicationId));
        attachAs(res, file.fileName, 'application/pdf');
        await pipeline(file.body, res);
      },
    },
    {
      method: 'get',
      path: '/staff/sign-in',
      handle: async (_req, res) => {
        if (!page) throw new NotFound('The staff page is not built (npm run build).');
        res.type('html').send(page);
      },
    },
    {
      method: 'post',
      path: '/staff/sign-in',
      // JSON only (a cross-site form cannot send it) and a SameSite=Strict cookie: no other site signs anyone in or acts for them.
      handle: async (req, res) => {
        const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string' || !token.trim() || token.length > 200) throw new ValidationError('Enter your staff API token.');
        const session = await access.signIn(token);
        res.cookie(staffCookieName, session.cookie, {
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookies,
          path: '/',
          expires: session.expiresAt,
        });
        return { message: 'Signed in.' };
      },
    },
    {
      method: 'post',
      path: '/staff/sign-out',
      handle: async (req, res) => {
        const cookie = sessionCookieOf(req);
        if (cookie) await access.signOut(cookie);
        res.clearCookie(staffCookieName, { httpOnly: true, sameSite: 'strict', secure: secureCookies, path: '/' });
        return undefined;
      },
    },
  ];
}
