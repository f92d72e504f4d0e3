// Starts the built server (server/dist) as a child process, as `npm start` would, and reports its URL or its failure.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const mainScriptOf = (root: string) => path.join(root, 'server', 'dist', 'server', 'src', 'main.js');
const mainScript = mainScriptOf(repoRoot);

export interface RunningApp {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
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
 * Starts main.js with the given environment (and Node options, such as a benchmark's profiler) until it listens;
 * `root` is another checkout's built app, for a benchmark comparing two builds.
 */
export function startApp(environment: NodeJS.ProcessEnv, nodeOptions: string[] = [], root = repoRoot): Promise<RunningApp> {
  const child = spawn(process.execPath, [...nodeOptions, mainScriptOf(root)], {
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
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}
