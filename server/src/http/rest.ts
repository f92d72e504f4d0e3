// The REST route registry: domain modules declare the documented paths of docs/product.md §10.2; this mounts them.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { UnsupportedMediaType } from '../errors';
import { sameOriginOnly } from './same-origin';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A thin adapter: parse the request, call a service, return the JSON answer (undefined answers 204). */
export interface RestRoute {
  method: Method;
  path: string;
  handle(req: Request, res: Response): Promise<unknown>;
  /** What a request body must be: JSON unless the route takes an upload (multipart/form-data). */
  body?: 'json' | 'multipart';
  /** A GET that changes something (the spec keeps `GET /api/logout`): refused from another site, as a POST would be. */
  changesState?: boolean;
}

/** The path prefixes that belong to the API; every other GET is the client's. */
export const apiPrefixes = ['/api', '/public', '/service', '/lookup', '/graphql', '/staff', '/healthz'] as const;

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const mediaTypes = { json: 'application/json', multipart: 'multipart/form-data' } as const;

/**
 * Refuses a body of any other type with 415. A cross-site form can post only form encodings and plain text, so
 * JSON-only bodies (with SameSite cookies) keep other sites from acting for a signed-in student.
 */
export function requireBodyType(body: 'json' | 'multipart'): RequestHandler {
  return (req, _res, next) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.is(mediaTypes[body])) return next();
    next(new UnsupportedMediaType(`The request body must be sent as ${mediaTypes[body]}.`));
  };
}

export function mountRoutes(routes: RestRoute[], appUrl: string): Router {
  const router = Router();
  const fromThisAppOnly = sameOriginOnly(appUrl, 'every');
  for (const route of routes) {
    const bodyType = requireBodyType(route.body ?? 'json');
    const checks = route.changesState ? [fromThisAppOnly, bodyType] : [bodyType];
    router[route.method](route.path, ...checks, async (req, res) => {
      const answer = await route.handle(req, res);
      if (res.headersSent) return;
      if (answer === undefined) res.status(204).end();
      else res.json(answer);
    });
  }
  return router;
}
