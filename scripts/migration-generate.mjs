// npm run migration:generate -- <Name>: writes migrations/<timestamp>-<Name>.ts from the entities' difference with the database.
import { spawnSync } from 'node:child_process';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
  console.error('usage: npm run migration:generate -- <Name>   (PascalCase, e.g. AddLookupPlaces)');
  process.exit(2);
}
const result = spawnSync(
  process.execPath,
  [
    '-r',
    '@swc-node/register',
    'node_modules/typeorm/cli.js',
    'migration:generate',
    '--pretty',
    '-d',
    'server/src/data-source.ts',
    `migrations/${name}`,
  ],
  { stdio: 'inherit', env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json' } },
);
process.exit(result.status ?? 1);
