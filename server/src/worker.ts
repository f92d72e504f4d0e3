// Runs only the BullMQ workers (npm run worker), for scaling them out apart from the web server.
import { boot, exitWith, onShutdown } from './boot';
import { startWorkers } from './jobs/runner';
import { createMailer } from './mail/transport';
import { createServices, jobDefinitions } from './root/domains';

async function main(): Promise<void> {
  const runtime = await boot({ migrate: false });
  const mailer = createMailer(runtime.config.smtpUrl, runtime.config.partner);
  const definitions = jobDefinitions(createServices({ ...runtime, mailer }));
  const workers = await startWorkers(definitions, { connection: runtime.redis });
  console.info(`workers running: ${definitions.map((definition) => definition.queue).join(', ') || 'no queues yet'}`);
  onShutdown(async () => {
    await workers.close();
    mailer.close();
    await runtime.close();
  });
}

main().catch(exitWith);
