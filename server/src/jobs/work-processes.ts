// Heavy work (pdf-lib, mammoth) in child processes of their own: niced, with a capped heap, killed when their job's time is up, so that nothing heavy runs on the event loop that serves HTTP or renews the jobs' locks.
import { fork, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { WorkReply } from './work-process-main';

export interface WorkProcessLimits {
  /** V8's old-generation heap in MB (`--max-old-space-size`): past it the process dies, and its task fails. */
  heapMb: number;
  /** Added to the process's niceness, so that the web server's process (and Chromium) get the CPU first. */
  niceness: number;
  /** Processes kept waiting for the next task, started again on demand. */
  keptAtMost: number;
}

const defaultWorkLimits: WorkProcessLimits = { heapMb: 256, niceness: 10, keptAtMost: 1 };

/** A work process that died mid-task: killed (time up), out of memory, or crashed. */
export class WorkProcessEnded extends Error {}

/** Built, the entry is the compiled .js; under Vitest it is the .ts source, loaded through swc as the scripts do. */
const entry = path.join(__dirname, `work-process-main${path.extname(__filename)}`);
const fromSource = entry.endsWith('.ts');

/** Runs the default export of `moduleFile` (a function of one task, answering a promise) in work processes. */
export class WorkProcesses<Task, Result> {
  private readonly idle: ChildProcess[] = [];
  private readonly busy = new Set<ChildProcess>();

  constructor(
    private readonly moduleFile: string,
    private readonly limits: WorkProcessLimits = defaultWorkLimits,
    /** Where the processes' standard error goes (a crash's stack, V8's fatal error past the heap's cap); tests read it. */
    private readonly errors: Writable = process.stderr,
  ) {}

  /** Runs `task` in a process of its own; `signal` aborting kills that process (the next task starts another). */
  async run(task: Task, signal?: AbortSignal): Promise<Result> {
    signal?.throwIfAborted();
    const child = this.idle.pop() ?? this.start();
    this.busy.add(child);
    let reply: WorkReply<Result>;
    try {
      reply = await this.exchange(child, task, signal);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    } finally {
      this.busy.delete(child);
    }
    if (this.idle.length < this.limits.keptAtMost) this.idle.push(child);
    else child.kill();
    if (reply.ok) return reply.result;
    throw Object.assign(new Error(reply.message), { name: reply.name });
  }

  /** Kills every process, busy or idle. */
  async close(): Promise<void> {
    const all = [...this.idle.splice(0), ...this.busy];
    const running = all.filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(
      running.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        return exited;
      }),
    );
  }

  private start(): ChildProcess {
    const child = fork(entry, [this.moduleFile], {
      execArgv: [`--max-old-space-size=${this.limits.heapMb}`, ...(fromSource ? ['-r', '@swc-node/register'] : [])],
      env: fromSource ? { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '..', '..', 'tsconfig.json') } : process.env,
      // Structured clone: the PDFs' bytes cross as Uint8Arrays, not as JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    // Niceness goes up to 19; raising it (lowering the priority) needs no privilege.
    if (child.pid) setPriority(child.pid, Math.min(19, getPriority() + this.limits.niceness));
    // An idle process does not keep this one alive, and one that dies while idle is forgotten.
    child.unref();
    child.channel?.unref();
    (child.stderr as Socket).unref();
    child.stderr!.pipe(this.errors, { end: false });
    // A process that could not start (or be sent to) says so here; its task ends with its job's time limit.
    child.on('error', (error) => console.error(`a work process failed: ${error.message}`));
    child.once('exit', () => {
      const index = this.idle.indexOf(child);
      if (index >= 0) this.idle.splice(index, 1);
    });
    return child;
  }

  /** The process's reply to `task`; rejects when the process ends first or `signal` aborts. */
  private exchange(child: ChildProcess, task: Task, signal: AbortSignal | undefined): Promise<WorkReply<Result>> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
        child.channel?.unref();
      };
      const onMessage = (reply: WorkReply<Result>) => {
        settle();
        resolve(reply);
      };
      const onExit = (code: number | null, signalName: string | null) => {
        settle();
        reject(new WorkProcessEnded(`the work process ended before finishing (${signalName ?? `exit code ${code}`})`));
      };
      const onAbort = () => {
        settle();
        reject(signal!.reason instanceof Error ? signal!.reason : new WorkProcessEnded('the work was stopped'));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      // While it works, the channel keeps this process alive to hear the answer.
      child.channel?.ref();
      child.send(task as object);
    });
  }
}
