// Starts the web server and, with WORKERS=inline, the background workers in the same process.
import type { AddressInfo } from 'node:net';
import { boot, exitWith, onShutdown } from './boot';
import { ConfigError } from './config';
import { startWorkers } from './jobs/runner';
import { createMailer } from './mail/transport';
import { jobDefinitions, loadShippedData, queueOptions } from './root/domains';
import { createWebApp } from './root/web';

async function main(): Promise<void> {
  const runtime = await boot({ migrate: true });
  const { config } = runtime;
  const mailer = createMailer(config.smtpUrl, config.partner);
  const web = await createWebApp({ ...runtime, mailer });
  const workers =
    config.workers === 'inline'
      ? await startWorkers(jobDefinitions(web.services), queueOptions(runtime.redis))
      : undefined;

  const server = web.app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new ConfigError(`invalid PORT: ${config.host}:${config.port} is already in use`) : error),
    );
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.info(`Transfer application listening on http://${host}:${port} (workers: ${config.workers})`);

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
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await lookupData;
    await workers?.close();
    await web.close();
    mailer.close();
    await runtime.close();
  });
}

main().catch(exitWith);
