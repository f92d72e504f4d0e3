// Runs only the BullMQ workers (npm run worker), for scaling them out apart from the web server.
import { boot, exitWith, onShutdown, runWorkers } from './boot';
import { virusScanningLine } from './root/domains';

async function main(): Promise<void> {
  const runtime = await boot({ migrate: false });
  const workers = await runWorkers(runtime);
  console.info(`workers running: ${workers.queues.join(', ') || 'no queues yet'}`);
  console.info(virusScanningLine(runtime.config.clamd));
  onShutdown(async () => {
    await workers.close();
    await runtime.close();
  });
}

main().catch(exitWith);
