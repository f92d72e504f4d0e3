// Runs only the BullMQ workers (npm run worker), for scaling them out apart from the web server.
import { boot, exitWith, onShutdown } from './boot';
import { jobDefinitions } from './jobs/definitions';
import { startWorkers } from './jobs/runner';

async function main(): Promise<void> {
  const runtime = await boot({ migrate: false });
  const definitions = jobDefinitions();
  const workers = await startWorkers(definitions, { connection: runtime.redis });
  console.info(`workers running: ${definitions.map((definition) => definition.queue).join(', ') || 'no queues yet'}`);
  onShutdown(async () => {
    await workers.close();
    await runtime.close();
  });
}

main().catch(exitWith);
