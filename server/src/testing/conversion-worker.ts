// A worker process for tests that kill one: the app's workers over DATABASE_URL, REDIS_URL and STORAGE_DIR, under TEST_REDIS_PREFIX,
// with the conversion lock of TEST_DOCUMENT_LOCK_MS when given. With TEST_WORKER_HELD it loads its modules, says 'loaded' and
// starts nothing until a line comes on its standard input: a test may load the next worker while the last one still runs.
import 'reflect-metadata';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { createRedis } from '../jobs/connection';
import { startWorkers } from '../jobs/runner';
import { createServices } from '../root/domains';
import { jobDefinitions } from '../root/jobs';
import { queueOptions } from '../root/services';
import { capturingMailer } from './mail';

/** Resolves at the first line on standard input. */
function startSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.stdin.once('data', () => {
      process.stdin.pause();
      resolve();
    });
  });
}

async function main(): Promise<void> {
  if (process.env.TEST_WORKER_HELD) {
    console.log('loaded');
    await startSignal();
  }
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl);
  const redis = createRedis(config.redisUrl);
  const lock = Number(process.env.TEST_DOCUMENT_LOCK_MS);
  const options = { redisPrefix: process.env.TEST_REDIS_PREFIX, documentLockMs: lock > 0 ? lock : undefined };
  const services = createServices({ config, db, lookupDb: db, redis, mailer: capturingMailer() }, options);
  await startWorkers(jobDefinitions(services, options), queueOptions(redis, options));
  console.log('workers ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
