// Starts the built server (server/dist) as a child process, as `npm start` would, and reports its URL or its failure; and the workers alone, as `npm run worker` would.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const mainScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'main.js');
const workerScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'worker.js');

export interface RunningApp {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Ends a child process as a process manager would (SIGTERM), resolving once it has exited. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    // Exited already, of itself or by a signal (a test's SIGKILL): no 'exit' is coming.
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Runs main.js with the given environment until it exits; for start-up failures. */
export function runToExit(environment: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [mainScript], { cwd: repoRoot, env: { ...process.env, ...environment } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Starts main.js with the given environment (and Node options, such as a benchmark's profiler) until it listens; a
 * benchmark may start another checkout's build (`root`).
 */
export function startApp(environment: NodeJS.ProcessEnv, nodeOptions: string[] = [], root = repoRoot): Promise<RunningApp> {
  const child = spawn(process.execPath, [...nodeOptions, path.join(root, path.relative(repoRoot, mainScript))], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...environment },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        resolve({
          url: match[1],
          child,
          output: () => output,
          stop: () => stop(child),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}

export interface RunningWorker {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts worker.js with the given environment until its workers run; a benchmark may start another checkout's (`root`). */
export function startWorker(environment: NodeJS.ProcessEnv, root = repoRoot): Promise<RunningWorker> {
  const child = spawn(process.execPath, [path.join(root, path.relative(repoRoot, workerScript))], {
    cwd: root,
    env: { ...process.env, ...environment },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (!output.includes('workers running')) return;
      resolve({
        child,
        stop: () => stop(child),
      });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code} before running:\n${output}`)));
  });
}
