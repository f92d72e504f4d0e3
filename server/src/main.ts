// Starts the web server and, with WORKERS=inline, the background workers: in one process, or with WEB_CONCURRENCY above 1
// as a primary that migrates, loads the lookup data and runs the workers, and that many web processes sharing the port.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { boot, exitWith, onShutdown, runWorkers, type Runtime } from './boot';
import { ConfigError, type Config } from './config';
import { startWorkers } from './jobs/runner';
import { createMailer } from './mail/transport';
import { jobDefinitions } from './root/jobs';
import { loadShippedData, virusScanningLine } from './root/domains';
import { queueOptions } from './root/services';
import { createWebApp } from './root/web';
import { isWebProcess, startWebProcesses, StartFailed } from './web-processes';

/**
 * How long an idle keep-alive connection is kept open: longer than the idle timeouts of the proxies and clients before
 * the app (60 s for nginx's and most load balancers'), so that the app never closes a connection just as one of them
 * sends the next request on it (Node's 5 s lost a request now and then to that race, answered "other side closed").
 */
const keepAliveMs = 65_000;

/** Listens on PORT; a port in use is a bad setting, said in one line. */
async function listen(app: Express, config: Config): Promise<Server> {
  const server = app.listen(config.port, config.host);
  server.keepAliveTimeout = keepAliveMs;
  // A request's headers may take as long as the connection waits for them.
  server.headersTimeout = keepAliveMs + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new ConfigError(`invalid PORT: ${config.host}:${config.port} is already in use`) : error),
    );
  });
  return server;
}

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The app's services and its web server in this process; the workers too when `runsWorkers` (WEB_CONCURRENCY=1). */
async function serveWeb(runtime: Runtime, runsWorkers: boolean) {
  const mailer = createMailer(runtime.config.smtpUrl, runtime.config.partner);
  const web = await createWebApp({ ...runtime, mailer });
  const workers = runsWorkers
    ? await startWorkers(jobDefinitions(web.services), queueOptions(runtime.redis, { redisPrefix: runtime.config.redisPrefix }))
    : undefined;
  const server = await listen(web.app, runtime.config);
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      await closed(server);
      await workers?.close();
      await web.close();
      mailer.close();
    },
  };
}

/** The cluster's primary: no HTTP of its own, the workers (so that no web process carries a conversion or a PDF) and the web processes. */
async function superviseWeb(runtime: Runtime, runsWorkers: boolean) {
  const workers = runsWorkers ? await runWorkers(runtime) : undefined;
  // Every web process signs and reads the same cookies: the random secret of development is the primary's.
  const web = await startWebProcesses(runtime.config.webConcurrency, { SESSION_SECRET: runtime.config.sessionSecret });
  return {
    port: web.port,
    stop: async () => {
      await web.stop();
      await workers?.close();
    },
  };
}

async function main(): Promise<void> {
  if (isWebProcess) {
    // Forked by the primary, which has migrated the database already and runs the workers.
    const runtime = await boot({ migrate: false });
    const web = await serveWeb(runtime, false);
    onShutdown(async () => {
      await web.stop();
      await runtime.close();
    });
    return;
  }
  const runtime = await boot({ migrate: true });
  const { config } = runtime;
  const inline = config.workers === 'inline';
  const web = config.webConcurrency === 1 ? await serveWeb(runtime, inline) : await superviseWeb(runtime, inline);
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const processes = config.webConcurrency === 1 ? '' : `, web processes: ${config.webConcurrency}`;
  console.info(`Transfer application listening on http://${host}:${web.port} (workers: ${config.workers}${processes})`);
  // The address to open: APP_URL's host, whose cookies the sessions are (a browser keeps them per host name).
  console.info(`open ${config.appUrl}/about`);
  // Said where the conversions run (their scans with them); with WORKERS=off, by `npm run worker`.
  if (inline) console.info(virusScanningLine(config.clamd));

  // The searches' data loads after the server listens: a fresh database takes about a second, and until then the
  // searches find nothing (which the form takes as free text).
  const startedLoading = Date.now();
  const lookupData = loadShippedData(runtime.db).then(
    ({ loaded, places }) => {
      if (loaded) console.info(`loaded ${places} lookup places in ${Date.now() - startedLoading} ms`);
    },
    (error: unknown) => console.error('loading the lookup data failed:', error),
  );

  onShutdown(async () => {
    await web.stop();
    await lookupData;
    await runtime.close();
  });
}

// A web process that failed to start said why; the primary exits with its code without saying it twice.
main().catch((error: unknown) => (error instanceof StartFailed ? process.exit(error.code) : exitWith(error)));
