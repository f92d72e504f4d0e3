// A Redis of a test's own (redis-server on a free loopback port, nothing kept on disk) that the test may restart empty, as a Redis that lost its data comes back.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../server/src/testing/free-port';

export interface PrivateRedis {
  url: string;
  /** Kills it (SIGKILL: nothing saved) and starts it again on the same port, empty; resolves once it answers. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/** Starts redis-server on `port` and resolves once it says it accepts connections. */
function serve(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child = await serve(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      child.kill('SIGKILL');
      await exited(child);
      child = await serve(port);
    },
    async stop() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
