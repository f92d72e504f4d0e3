// A worker thread for the conversions' CPU-heavy half (pdf-lib, mammoth): the event loop of the process running the job stays free.
import path from 'node:path';
import { Piscina } from 'piscina';
import type { Prepare } from './convert';
import type { Prepared, PrepareTask } from './conversion-thread';

/** Built, the thread is the compiled .js; under Vitest it is the .ts source, loaded through swc as the scripts do. */
const threadFile = path.join(__dirname, `conversion-thread${path.extname(__filename)}`);
const fromSource = threadFile.endsWith('.ts');

export class ConversionThreads {
  /** One thread: a worker converts one document at a time, and the thread is started on first use and kept. */
  private readonly pool = new Piscina<PrepareTask, Prepared>({
    filename: threadFile,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    ...(fromSource
      ? {
          execArgv: ['-r', '@swc-node/register'],
          env: { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '..', '..', 'tsconfig.json') },
        }
      : {}),
  });

  /** Prepares in the thread; `signal` aborting ends the thread (a new one starts for the next document). */
  prepareWithin(signal: AbortSignal): Prepare {
    return (task) => this.pool.run(task, { signal });
  }

  close(): Promise<void> {
    return this.pool.close({ force: true });
  }
}
