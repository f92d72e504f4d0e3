// Builds what is not built yet (or everything with --force): form and server with tsc -b, the client with relay-compiler and Vite, the form pages' prerendered shells, its assets compressed beside them (brotli and gzip).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { precompressAssets } from './precompress.mjs';
import { prerenderShells } from './prerender-shells.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

/** Progress goes to standard error, so that the CLI's last line of standard output stays its answer. */
function run(command, args, cwd = root, env = {}) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', process.stderr, process.stderr], env: { ...process.env, ...env } });
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

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Says what a step does before it starts and how long it took once done: a first build is a few quiet minutes otherwise. */
async function step(what, work) {
  console.error(`build: ${what}`);
  const started = performance.now();
  await work();
  console.error(`build: ${what}: done in ${seconds(started)}`);
}

const serverEntry = path.join(root, 'server', 'dist', 'server', 'src', 'main.js');
const compileServer = () => run(bin('tsc'), ['-b', 'server', ...(force ? ['--force'] : [])]);
// A first (or forced) compile takes a while and says so; an incremental one is quick and quiet.
if (force || !existsSync(serverEntry)) await step('compiling form and server (tsc -b)', compileServer);
else compileServer();

const clientDir = path.join(root, 'client');
const clientIndex = path.join(clientDir, 'dist', 'index.html');
const clientInputs = ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/package.json', 'form/src', 'schema.graphql'];
const clientBuiltAt = existsSync(clientIndex) ? statSync(clientIndex).mtimeMs : 0;
if (force || clientInputs.some((input) => newestChange(path.join(root, input)) > clientBuiltAt)) {
  const started = performance.now();
  console.error('build: building the client in 4 steps (a minute or two on 2 cores the first time)');
  await step('1/4 the GraphQL documents (relay-compiler)', () => run(bin('relay-compiler'), ['--output', 'quiet-with-errors'], clientDir));
  // Two builds: the students' pages, then the staff's into the same folder, so that no chunk a student loads holds staff code.
  await step('2/4 the bundles (vite build)', () => {
    run(bin('vite'), ['build', '--logLevel', 'warn'], clientDir);
    run(bin('vite'), ['build', '--logLevel', 'warn'], clientDir, { CLIENT_ENTRY: 'staff' });
  });
  await step("3/4 the form pages' shells", () => prerenderShells(path.join(clientDir, 'dist')));
  await step('4/4 brotli and gzip copies of the assets', () => precompressAssets(path.join(clientDir, 'dist', 'assets')));
  console.error(`build: the client is built, in ${seconds(started)}`);
}
