// A clamd of a test's own: the installed daemon over a temporary folder whose one signature is the EICAR test string, on a unix socket.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The anti-virus test file (eicar.org): 68 harmless bytes that every scanner reports as a virus. */
export const eicarTestString = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/**
 * The one signature the test clamd knows, as it reports it (clamd adds .UNOFFICIAL to a signature of a database of
 * one's own). A body signature (.ndb, any file type, any offset): it finds the string inside any file, and inside the
 * files of an archive (a DOCX), as ClamAV's real databases find what they know.
 */
export const eicarThreat = 'Test.EICAR-String.UNOFFICIAL';

const eicarSignatureLine = `${eicarThreat.replace(/\.UNOFFICIAL$/, '')}:0:*:${Buffer.from(eicarTestString, 'latin1').toString('hex')}\n`;

/** Where Debian (clamav-daemon), other Linux and Homebrew put clamd. */
const clamdCandidates = ['/usr/sbin/clamd', '/usr/local/sbin/clamd', '/opt/homebrew/sbin/clamd'];

/** clamd starts in a few tens of milliseconds over one signature; this long means it will not. */
const startTimeLimitMs = 30_000;

export interface TestClamd {
  /** Its unix socket: what CLAMD_URL names. */
  socket: string;
  /** How long its last start took, until it answered PING. */
  startedInMs: number;
  /** Starts it again (after stop), on the same socket. */
  start(): Promise<void>;
  /** Stops it, as clamd going down would. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** Whether clamd answers PING on `socket` with PONG. */
function answersPing(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    let answer = '';
    const connection = createConnection(socket, () => connection.end('zPING\0'));
    connection.setEncoding('latin1');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('close', () => resolve(answer.replace(/\0$/, '') === 'PONG'));
    connection.on('error', () => resolve(false));
  });
}

/**
 * Starts clamd over a signature database of its own (no download, no freshclam). Throws, failing the test, when
 * clamd is not installed: the tests that need it never skip (CI installs Debian's clamav-daemon).
 */
export async function startTestClamd(): Promise<TestClamd> {
  const binary = clamdCandidates.find((candidate) => existsSync(candidate));
  if (!binary) {
    throw new Error(`clamd is not installed (looked for ${clamdCandidates.join(', ')}): install Debian's clamav-daemon, as .ci/run does`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'clamd-'));
  const socket = path.join(folder, 'clamd.sock');
  const configFile = path.join(folder, 'clamd.conf');
  await writeFile(path.join(folder, 'eicar.ndb'), eicarSignatureLine);
  const settings = ['Foreground yes', `LocalSocket ${socket}`, `DatabaseDirectory ${folder}`, `TemporaryDirectory ${folder}`];
  await writeFile(configFile, `${settings.join('\n')}\n`);

  let clamd: ChildProcess | undefined;
  const testClamd: TestClamd = {
    socket,
    startedInMs: 0,
    start: async () => {
      const started = performance.now();
      let output = '';
      const running = spawn(binary, ['--config-file', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
      clamd = running;
      running.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      running.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      while (!(await answersPing(socket))) {
        if (running.exitCode !== null || running.signalCode !== null || performance.now() - started > startTimeLimitMs) {
          running.kill('SIGKILL');
          throw new Error(`clamd did not start (${binary} --config-file ${configFile}):\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      testClamd.startedInMs = performance.now() - started;
    },
    stop: async () => {
      const running = clamd;
      clamd = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    close: async () => {
      await testClamd.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
  await testClamd.start();
  return testClamd;
}
