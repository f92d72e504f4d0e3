// The staff's HTTP: who of staff a request is (Bearer token, or the staff session's own cookie), the sign-in steps (password and code, enrolment, an API token), the invitation and reset links, GraphiQL for a staff session, the staff pages, and the files staff read and download.
import { pipeline } from 'node:stream/promises';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { reviewStages, webStatuses } from '@transfer/form';
import { NotFound, Unauthorized, ValidationError } from '../errors';
import type { StaffCheck, StaffMember } from '../graphql/context';
import { attachAs } from '../http/download';
import { clientAddress } from '../http/limits';
import type { RestRoute } from '../http/rest';
import { parseInput } from '../input';
import { staffLinkPaths, wrongTokenMessage, type StaffAccess } from './access';
import { requireStaff, staffDocumentPath, staffPacketPath, staffPdfPath, type StaffApplications } from './applications';
import { exportFormats, type ApplicationsExporter } from './export';
import {
  searchInput,
  acceptInvitationInput,
  codeInput,
  forgotInput,
  linkTokenInput,
  passwordSignInInput,
  resetInput,
  staffFieldMessages,
} from './input';
import { signInTicketMinutes, staffSignInMessages, type OpenedSession, type StaffSignIn } from './sign-in';
import type { SingleSignOn } from './single-sign-on';
import { applicationOrders } from './order';
import { zipOf } from './packet';

/** Where staff download the worklist's applications as CSV (or JSON lines), filtered and ordered as the worklist. */
export const staffExportPath = '/staff/exports/applications';

/** The staff session's cookie: HttpOnly, SameSite=Strict, apart from the students' session. */
export const staffCookieName = 'transfer.staff';

/** What a right password earned for the next step (a few minutes), HttpOnly, sent to the staff's paths only. */
export const staffTicketCookieName = 'transfer.staff.step';

export const noGraphiqlMessage = 'Not found. GraphiQL is for staff signed in at /staff/sign-in.';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new Unauthorized(wrongTokenMessage);
  return match[1];
}

function cookieOf(req: Request, name: string): string | null {
  return req.headers.cookie ? (parseCookies(req.headers.cookie)[name] ?? null) : null;
}

function sessionCookieOf(req: Request): string | null {
  return cookieOf(req, staffCookieName);
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
  reviewStage: z.enum(reviewStages).optional(),
  submittedFrom: z.iso.datetime({ offset: true }).pipe(z.coerce.date()).optional(),
  submittedTo: z.iso.datetime({ offset: true }).pipe(z.coerce.date()).optional(),
  search: searchInput.unwrap().unwrap().optional(),
  order: z.enum(applicationOrders).default('CREATED_ASC'),
});

/** What the staff's routes are built over. */
export interface StaffRouteParts {
  access: StaffAccess;
  signIn: StaffSignIn;
  reads: StaffApplications;
  exporter: ApplicationsExporter;
  singleSignOn: SingleSignOn | null;
  page: string | null;
  secureCookies: boolean;
}

/**
 * The staff's pages: the worklist, "My queue", the admins' people and activity, sign-in, the invitation and the reset
 * link's, answered by the same built page, which reads its path.
 */
const staffPagePaths = [
  '/staff/applications',
  '/staff/queue',
  '/staff/people',
  '/staff/activity',
  '/staff/sign-in',
  staffLinkPaths.invitation,
  staffLinkPaths.password_reset,
  '/staff/forgot',
];

/**
 * /staff/sign-in and the steps after it. Every POST takes JSON only (a cross-site form cannot send it) and the cookies
 * are SameSite=Strict: no other site signs anyone in or acts for them.
 */
export function staffRoutes({ access, signIn, reads, exporter, singleSignOn, page, secureCookies }: StaffRouteParts): RestRoute[] {
  const caller = async (req: Request) => ({ staff: await staffMemberOf(access, req), user: req.user ?? null });
  const staffPage: RestRoute['handle'] = async (_req, res) => {
    if (!page) throw new NotFound('The staff page is not built (npm run build).');
    res.type('html').send(page);
  };
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'strict', secure: secureCookies, path: '/' };
  const startSession = (res: Response, session: OpenedSession) => {
    res.clearCookie(staffTicketCookieName, { ...cookieOptions, path: '/staff' });
    res.cookie(staffCookieName, session.cookie, { ...cookieOptions, expires: session.expiresAt });
  };
  const giveTicket = (res: Response, ticket: string) =>
    res.cookie(staffTicketCookieName, ticket, { ...cookieOptions, path: '/staff', maxAge: signInTicketMinutes * 60_000 });
  const ticketOf = (req: Request) => {
    const ticket = cookieOf(req, staffTicketCookieName);
    if (!ticket) throw new Unauthorized(staffSignInMessages.timedOut);
    return ticket;
  };
  return [
    ...staffPagePaths.map((path): RestRoute => ({ method: 'get', path, handle: staffPage })),
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
        const staff = requireStaff(await caller(req));
        const { format, webStatus, order, ...filters } = parseInput(exportQuery, req.query);
        const day = new Date().toISOString().slice(0, 10);
        attachAs(res, `applications-${day}.${format === 'csv' ? 'csv' : 'jsonl'}`, format === 'csv' ? 'text/csv' : 'application/x-ndjson');
        await exporter(res, { format, header: 'labels', status: webStatus, filters, order, staff });
        res.end();
      },
    },
    {
      method: 'get',
      path: '/staff/sign-in/ways',
      // The sign-in page asks which ways there are: the university's single sign-on shows only when it is set up.
      handle: async () => ({ singleSignOn: singleSignOn ? { name: singleSignOn.name } : null }),
    },
    {
      method: 'post',
      path: '/staff/sign-in',
      // With a token (the API token's way, for developers), a session at once; with an e-mail and password, the next step.
      handle: async (req, res) => {
        const body = (req.body ?? {}) as { token?: unknown };
        if (body.token !== undefined || !('email' in body)) {
          const token = body.token;
          if (typeof token !== 'string' || !token.trim() || token.length > 200) throw new ValidationError(staffFieldMessages.token);
          startSession(res, await access.signInWithToken(token));
          return { message: 'Signed in.' };
        }
        const { email, password } = parseInput(passwordSignInInput, body);
        const { ticket, next } = await signIn.password(clientAddress(req), email, password);
        giveTicket(res, ticket);
        return { next };
      },
    },
    {
      method: 'post',
      path: '/staff/sign-in/code',
      handle: async (req, res) => {
        const { code } = parseInput(codeInput, req.body);
        startSession(res, await signIn.code(clientAddress(req), ticketOf(req), code));
        return { message: 'Signed in.' };
      },
    },
    {
      method: 'post',
      path: '/staff/two-factor/enrol',
      handle: async (req) => signIn.beginEnrolment(ticketOf(req)),
    },
    {
      method: 'post',
      path: '/staff/two-factor/confirm',
      handle: async (req, res) => {
        const { code } = parseInput(codeInput, req.body);
        const { recoveryCodes, ...session } = await signIn.confirmEnrolment(clientAddress(req), ticketOf(req), code);
        startSession(res, session);
        return { recoveryCodes };
      },
    },
    {
      method: 'post',
      path: '/staff/invitation/check',
      handle: async (req) => signIn.invitation(parseInput(linkTokenInput, req.body).token),
    },
    {
      method: 'post',
      path: '/staff/invitation/accept',
      handle: async (req, res) => {
        const { token, name, password } = parseInput(acceptInvitationInput, req.body);
        const { ticket, next } = await signIn.acceptInvitation(token, name, password);
        giveTicket(res, ticket);
        return { next };
      },
    },
    {
      method: 'post',
      path: '/staff/password/forgot',
      handle: async (req) => {
        await signIn.forgotPassword(clientAddress(req), parseInput(forgotInput, req.body).email);
        return { message: staffSignInMessages.resetLinkSent };
      },
    },
    {
      method: 'post',
      path: '/staff/password/reset',
      handle: async (req) => {
        const { token, password } = parseInput(resetInput, req.body);
        await signIn.resetPassword(clientAddress(req), token, password);
        return { message: staffSignInMessages.passwordReset };
      },
    },
    ...(singleSignOn ? singleSignOn.routes(startSession) : []),
    {
      method: 'post',
      path: '/staff/sign-out',
      handle: async (req, res) => {
        const cookie = sessionCookieOf(req);
        if (cookie) await access.signOut(cookie);
        res.clearCookie(staffCookieName, cookieOptions);
        return undefined;
      },
    },
  ];
}
