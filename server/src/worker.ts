// Runs only the BullMQ workers (npm run worker), for scaling them out apart from the web server.
import { boot, exitWith, onShutdown } from './boot';
import { startWorkers } from './jobs/runner';
import { createMailer } from './mail/transport';
import { closeServices, createServices, jobDefinitions, queueOptions } from './root/domains';

async function main(): Promise<void> {
  const runtime = await boot({ migrate: false });
  const mailer = createMailer(runtime.config.smtpUrl, runtime.config.partner);
  const services = createServices({ ...runtime, mailer });
  const definitions = jobDefinitions(services);
  const workers = await startWorkers(definitions, queueOptions(runtime.redis));
  console.info(`workers running: ${definitions.map((definition) => definition.queue).join(', ') || 'no queues yet'}`);
  onShutdown(async () => {
    await workers.close();
    await closeServices(services);
    mailer.close();
    await runtime.close();
  });
}

main().catch(exitWith);
