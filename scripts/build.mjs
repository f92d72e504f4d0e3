// Builds what is not built yet (or everything with --force): form and server with tsc -b, the client with relay-compiler and Vite, the form pages' prerendered shells, its assets compressed beside them (brotli and gzip).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { precompressAssets } from './precompress.mjs';
import { prerenderShells } from './prerender-shells.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

/** Progress goes to standard error, so that the CLI's last line of standard output stays its answer. */
function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', process.stderr, process.stderr] });
  if (result.status !== 0) {
    console.error(`build failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry.name))), stats.mtimeMs);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

run(bin('tsc'), ['-b', 'server', ...(force ? ['--force'] : [])]);

const clientIndex = path.join(root, 'client', 'dist', 'index.html');
const clientInputs = ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/package.json', 'form/src', 'schema.graphql'];
const clientBuiltAt = existsSync(clientIndex) ? statSync(clientIndex).mtimeMs : 0;
if (force || clientInputs.some((input) => newestChange(path.join(root, input)) > clientBuiltAt)) {
  console.error('building the client');
  run(bin('relay-compiler'), [], path.join(root, 'client'));
  run(bin('vite'), ['build', '--logLevel', 'warn'], path.join(root, 'client'));
  await prerenderShells(path.join(root, 'client', 'dist'));
  precompressAssets(path.join(root, 'client', 'dist', 'assets'));
}
