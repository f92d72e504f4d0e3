// A local S3-compatible server (s3rver) on a free loopback port, its files in a temporary folder, counting the writes of each key, for the S3 driver's tests.
import type { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

export interface RunningS3 {
  settings: S3Settings;
  /** How many times each key was written (a PUT or a presigned POST): work done twice writes its file twice. */
  writesOf(key: string): number;
  close(): Promise<void>;
}

/** The one record of an S3 event notification that s3rver emits for each object written or removed. */
interface S3Event {
  Records: [{ eventName: string; s3: { object: { key: string } } }];
}

export async function startS3(bucket = 'documents'): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const writes = new Map<string, number>();
  // s3rver is a Koa app, so an EventEmitter, which its types leave out.
  (server as unknown as EventEmitter).on('event', ({ Records: [record] }: S3Event) => {
    const { key } = record.s3.object;
    if (record.eventName.startsWith('ObjectCreated:')) writes.set(key, (writes.get(key) ?? 0) + 1);
  });
  const { port } = await server.run();
  return {
    writesOf: (key) => writes.get(key) ?? 0,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's own account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
