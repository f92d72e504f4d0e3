// Serves the built React client: hashed assets cached for a year, and index.html for every non-API GET.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { isApiPath } from './rest';

export function clientDistDir(): string {
  return path.join(path.dirname(require.resolve('@transfer/client/package.json')), 'dist');
}

export function clientRouter(distDir = clientDistDir()): Router {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`the client is not built: ${indexHtml} is missing (run npm run build)`);
  }
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false }));
  router.get('/{*splat}', (req, res, next) => {
    if (isApiPath(req.path)) return next();
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
