// The web processes of one machine (node:cluster): the primary forks WEB_CONCURRENCY of them onto one port, replaces one that dies, and stops them all on shutdown.
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';

export interface WebProcesses {
  /** The port they all listen on (the one PORT=0 chose, when it did). */
  port: number;
  /** Sends each SIGTERM (it finishes its requests and closes its own connections) and resolves once all have exited. */
  stop(): Promise<void>;
}

/** Whether this process is one of the web processes a primary forked. */
export const isWebProcess = cluster.isWorker;

/**
 * Forks `count` web processes (this script again, as cluster workers, with `environment` added to this process's) and
 * resolves once each listens. The primary
 * accepts the connections and hands them round (Node's round-robin), so a busy web process never holds up another.
 * One that exits before it listens is a start-up failure (it printed why): the start is refused, and later the whole
 * stops with exit code 1 so that the process manager sees it. One that exits after listening is replaced.
 */
export function startWebProcesses(count: number, environment: NodeJS.ProcessEnv): Promise<WebProcesses> {
  const listening = new Set<Worker>();
  let port: number | undefined;
  let stopping = false;
  return new Promise((resolve, reject) => {
    cluster.on('listening', (worker, address: AddressInfo | { port: number }) => {
      listening.add(worker);
      port ??= address.port;
      if (listening.size === count && port !== undefined) resolve({ port, stop });
    });
    cluster.on('exit', (worker, code, signal) => {
      const hadListened = listening.delete(worker);
      if (stopping) return;
      if (!hadListened) {
        if (port === undefined) return reject(new StartFailed(code));
        console.error(`a web process could not start again (exit code ${code}): stopping`);
        process.exitCode = 1;
        process.kill(process.pid, 'SIGTERM');
        return;
      }
      console.error(`web process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another`);
      cluster.fork(environment);
    });
    for (let index = 0; index < count; index++) cluster.fork(environment);
  });

  async function stop(): Promise<void> {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((exited) => {
            worker.once('exit', () => exited());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }
}

/** A web process ended before it listened; it printed why, so the primary exits with its code and says nothing more. */
export class StartFailed extends Error {
  constructor(readonly code: number) {
    super(`a web process exited with code ${code} before listening`);
  }
}
