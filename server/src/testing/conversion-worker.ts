// A worker process for tests that kill one: the app's workers over DATABASE_URL, REDIS_URL and STORAGE_DIR, under TEST_REDIS_PREFIX.
import 'reflect-metadata';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { createRedis } from '../jobs/connection';
import { startWorkers } from '../jobs/runner';
import { createServices, jobDefinitions, queueOptions } from '../root/domains';
import { capturingMailer } from './mail';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl);
  const redis = createRedis(config.redisUrl);
  const options = { redisPrefix: process.env.TEST_REDIS_PREFIX };
  const services = createServices({ config, db, lookupDb: db, redis, mailer: capturingMailer() }, options);
  await startWorkers(jobDefinitions(services, options), queueOptions(redis, options));
  console.log('workers ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
