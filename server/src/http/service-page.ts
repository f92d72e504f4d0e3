// The read-only view's page (docs/product.md §12.6) for any page address carrying ?service_token=: HTML rendered on the
// server, which needs no script, is never cached, and touches no student session; a refusal is a page too.
import { Router } from 'express';
import type { SecurityLog } from '../log';
import { answerTo } from './errors';
import { isApiPath } from './rest';

export interface ServicePages {
  /** The token's application; rejects as the domain does (Unauthorized for a missing, wrong or expired token). */
  application(token: unknown): Promise<string>;
  /** A page saying why there is no application to show. */
  refused(message: string): string;
}

export function servicePageRoute(pages: ServicePages, log: SecurityLog): Router {
  const router = Router();
  router.get('/{*splat}', async (req, res, next) => {
    if (isApiPath(req.path) || req.query.service_token === undefined) return next();
    res.set('Cache-Control', 'no-store').type('html');
    try {
      res.send(await pages.application(req.query.service_token));
    } catch (error) {
      const answer = answerTo(error, req, log);
      res.status(answer.status).send(pages.refused(answer.body.message));
    }
  });
  return router;
}
