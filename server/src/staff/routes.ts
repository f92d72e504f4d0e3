// The staff's HTTP: who of staff a request is (Bearer token, or the staff session's own cookie), the sign-in page and its POST, GraphiQL for a staff session, the staff pages, and the files staff read and download.
import { pipeline } from 'node:stream/promises';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { webStatuses } from '@transfer/form';
import { NotFound, Unauthorized, ValidationError } from '../errors';
import type { StaffCheck, StaffMember } from '../graphql/context';
import { attachAs } from '../http/download';
import type { RestRoute } from '../http/rest';
import { wrongTokenMessage, type StaffAccess } from './access';
import { parseInput } from '../input';
import { requireStaff, staffDocumentPath, staffPacketPath, staffPdfPath, type StaffApplications } from './applications';
import { exportFormats, type ApplicationsExporter } from './export';
import { searchInput } from './input';
import { applicationOrders } from './order';
import { zipOf } from './packet';

/** Where staff download the worklist's applications as CSV (or JSON lines), filtered and ordered as the worklist. */
export const staffExportPath = '/staff/exports/applications';

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

/** A PDF shown in the staff reader's frame: its own page may frame it, nobody else's. */
function framedBySelf(res: Response): void {
  res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}

/** `?disposition=inline` shows a PDF in the page (the reader's frame); anything else downloads it. */
function dispositionOf(req: Request, res: Response): 'inline' | 'attachment' {
  if (req.query.disposition !== 'inline') return 'attachment';
  framedBySelf(res);
  return 'inline';
}

const exportQuery = z.object({
  format: z.enum(exportFormats).default('csv'),
  webStatus: z.enum(webStatuses).optional(),
  submittedFrom: z.iso.datetime({ offset: true }).pipe(z.coerce.date()).optional(),
  submittedTo: z.iso.datetime({ offset: true }).pipe(z.coerce.date()).optional(),
  search: searchInput.unwrap().unwrap().optional(),
  order: z.enum(applicationOrders).default('CREATED_ASC'),
});

/** The staff's routes: the pages of the staff entry, the files staff read (PDFs, documents, packets, exports), and the sign-in and sign-out. */
export function staffRoutes(
  access: StaffAccess,
  reads: StaffApplications,
  exporter: ApplicationsExporter,
  page: string | null,
  secureCookies: boolean,
): RestRoute[] {
  const caller = async (req: Request) => ({ staff: await staffMemberOf(access, req), user: req.user ?? null });
  const staffPage: RestRoute['handle'] = async (_req, res) => {
    if (!page) throw new NotFound('The staff page is not built (npm run build).');
    res.type('html').send(page);
  };
  return [
    { method: 'get', path: '/staff/applications', handle: staffPage },
    {
      method: 'get',
      path: '/staff/applications/:number',
      handle: async (req, res) => {
        if (!/^\d{1,9}$/.test(String(req.params.number))) throw new NotFound('No application has that number.');
        await staffPage(req, res);
      },
    },
    {
      method: 'get',
      path: staffPdfPath(':applicationId'),
      handle: async (req, res) => {
        const disposition = dispositionOf(req, res);
        const file = await reads.pdfFile(await caller(req), String(req.params.applicationId), { disposition });
        attachAs(res, file.fileName, 'application/pdf', disposition);
        await pipeline(file.body, res);
      },
    },
    {
      method: 'get',
      path: staffDocumentPath(':applicationId', ':answerKey'),
      handle: async (req, res) => {
        const disposition = dispositionOf(req, res);
        const { applicationId, answerKey } = req.params as Record<string, string>;
        const file = await reads.documentFile(await caller(req), applicationId, answerKey, { disposition });
        attachAs(res, file.fileName, 'application/pdf', disposition);
        await pipeline(file.body, res);
      },
    },
    {
      method: 'get',
      path: staffPacketPath(':applicationId'),
      handle: async (req, res) => {
        const packet = await reads.packet(await caller(req), String(req.params.applicationId));
        attachAs(res, packet.fileName, 'application/zip');
        await pipeline(zipOf(packet.files), res);
      },
    },
    {
      method: 'get',
      path: staffExportPath,
      handle: async (req, res) => {
        const who = await caller(req);
        const staff = requireStaff(who);
        const { format, webStatus, order, ...filters } = parseInput(exportQuery, req.query);
        const day = new Date().toISOString().slice(0, 10);
        attachAs(res, `applications-${day}.${format === 'csv' ? 'csv' : 'jsonl'}`, format === 'csv' ? 'text/csv' : 'application/x-ndjson');
        await exporter(res, { format, status: webStatus, filters, order, staff });
        res.end();
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
