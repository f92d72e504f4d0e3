import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../root/jobs';
import { signedInAgent } from '../testing/accounts';
import { pngImage } from '../testing/documents';
import { startTestServer, type TestServer } from '../testing/server';
import { postUpload, startConversion, testAppOrigin, uploadTargetFor } from '../testing/uploads';
import { orphanUploadAgeMs } from './uploads';

let storageDir: string;
let server: TestServer;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  // No workers: the test runs the clean-up itself, and nothing needs converting.
  server = await startTestServer({ environment: { APP_URL: testAppOrigin, STORAGE_DIR: storageDir } });
});
afterAll(async () => {
  await server.close();
  await rm(storageDir, { recursive: true, force: true });
});

const fileOf = (key: string) => path.join(storageDir, key);
const exists = (key: string) =>
  stat(fileOf(key)).then(
    () => true,
    () => false,
  );

/** Makes the stored file look written `ms` ago. */
async function writtenAgo(key: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  await utimes(fileOf(key), then, then);
}

/** The periodic clean-up's one run, as its worker runs it. */
async function runCleanUp(): Promise<Record<string, number>> {
  const cleanUp = jobDefinitions(server.services).find((definition) => definition.queue === 'clean-up')!;
  return (await cleanUp.process({} as Job, undefined, new AbortController().signal)) as Record<string, number>;
}

describe('the clean-up of orphan uploads', () => {
  it('removes an uploaded file no document holds once a day old, and keeps younger ones and those documents hold', async () => {
    const agent = await signedInAgent(server);
    const upload = async (name: string) => {
      const target = await uploadTargetFor(agent);
      expect((await postUpload(agent, target, { bytes: pngImage({ width: 10, height: 10 }), name })).status).toBe(204);
      return target.fields.key;
    };
    const attached = await upload('attached.png');
    expect((await startConversion(agent, attached, 'attached.png')).status).toBe(200);
    const oldOrphan = await upload('old.png');
    const youngOrphan = await upload('young.png');
    // A file a document holds as its PDF (converted PDFs live elsewhere today; the sweep must not depend on it).
    const heldAsPdf = await upload('held.png');
    await server.database.db.execute(`UPDATE document SET pdf_key = $1 WHERE file_key = $2`, [heldAsPdf, attached]);

    const olderThanADay = orphanUploadAgeMs + 60 * 60_000;
    for (const key of [attached, oldOrphan, heldAsPdf]) await writtenAgo(key, olderThanADay);
    await writtenAgo(youngOrphan, orphanUploadAgeMs - 60 * 60_000);

    expect(await runCleanUp()).toMatchObject({ orphanUploads: 1 });
    expect(await exists(oldOrphan)).toBe(false);
    expect(await exists(youngOrphan)).toBe(true);
    expect(await exists(attached)).toBe(true);
    expect(await exists(heldAsPdf)).toBe(true);
    expect(await runCleanUp()).toMatchObject({ orphanUploads: 0 });
  });
});
