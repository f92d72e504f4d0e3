// Type-checks every workspace: the same tsc runs as one after another, two at a time (TYPECHECK_JOBS to change it), each
// started once what it reads is built (form's declarations, which the server's and the e2e tests' checks import).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** name: the tsc arguments; after: the names of the runs it waits for. */
const runs = [
  { name: 'form, server (build)', args: ['-b', 'form', 'server'] },
  { name: 'form tests', args: ['-p', 'form/tsconfig.test.json'] },
  { name: 'client', args: ['--noEmit', '-p', 'client'] },
  { name: 'server tests', args: ['-p', 'server/tsconfig.test.json'], after: ['form, server (build)'] },
  { name: 'e2e and bench', args: ['-p', 'tests/tsconfig.json'], after: ['form, server (build)'] },
  { name: 'client config', args: ['--noEmit', '-p', 'client/tsconfig.node.json'] },
];

const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || Math.min(2, availableParallelism()));
const done = new Set();
const started = new Set();
let running = 0;
let failed = false;

function run({ name, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck failed: tsc ${args.join(' ')} (${name})`);
      resolve(code === 0);
    });
  });
}

await new Promise((finish) => {
  const next = () => {
    if (done.size === runs.length || (failed && running === 0)) return finish();
    for (const task of runs) {
      if (failed || running >= jobs) break;
      if (started.has(task.name) || !(task.after ?? []).every((name) => done.has(name))) continue;
      started.add(task.name);
      running += 1;
      run(task).then((ok) => {
        running -= 1;
        done.add(task.name);
        if (!ok) failed = true;
        next();
      });
    }
  };
  next();
});
process.exit(failed ? 1 : 0);
