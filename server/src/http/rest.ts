// The REST route registry: domain modules declare the documented paths of SPEC section 7; this mounts them.
import { Router, type Request, type Response } from 'express';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A thin adapter: parse the request, call a service, return the JSON answer (undefined answers 204). */
export interface RestRoute {
  method: Method;
  path: string;
  handle(req: Request, res: Response): Promise<unknown>;
}

/** The path prefixes that belong to the API; every other GET is the client's. */
export const apiPrefixes = ['/api', '/public', '/service', '/lookup', '/graphql', '/healthz'] as const;

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function mountRoutes(routes: RestRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      const answer = await route.handle(req, res);
      if (res.headersSent) return;
      if (answer === undefined) res.status(204).end();
      else res.json(answer);
    });
  }
  return router;
}
