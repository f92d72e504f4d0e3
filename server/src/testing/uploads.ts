// A test server for documents, with its conversion workers in the test's process; and (upload-requests.ts) uploads as the client makes them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWorkers, type RunningWorkers } from '../jobs/runner';
import { jobDefinitions } from '../root/jobs';
import { queueOptions } from '../root/services';
import { startTestServer, type TestServer, type TestServerOptions } from './server';
import { testAppOrigin } from './upload-requests';

export * from './upload-requests';

export interface DocumentsTestServer extends TestServer {
  storageDir: string;
  workers: RunningWorkers;
}

/** A test server with its own storage folder, and its conversion workers running in the test's process. */
export async function startDocumentsServer(options: TestServerOptions = {}): Promise<DocumentsTestServer> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  const server = await startTestServer({
    ...options,
    environment: { APP_URL: testAppOrigin, STORAGE_DIR: storageDir, ...options.environment },
  });
  const workers = await startWorkers(jobDefinitions(server.services), queueOptions(server.redis, { redisPrefix: server.redisPrefix }));
  return {
    ...server,
    storageDir,
    workers,
    close: async () => {
      await workers.close();
      await server.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
