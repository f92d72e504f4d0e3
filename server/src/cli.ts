// The command line (npm run --silent cli -- <command>): the last line of standard output is the answer.
import { Command } from 'commander';
import { exitWith } from './boot';
import { loadConfig } from './config';
import { ensureDatabase } from './db/admin';
import { revertLastMigration, runMigrations } from './db/migrations';

const program = new Command()
  .name('npm run --silent cli --')
  .description('Administer the transfer application. The last line printed is the answer.')
  .showHelpAfterError();

/** DATABASE_URL, the database created first when it is missing. */
async function database(): Promise<string> {
  const { databaseUrl } = loadConfig();
  await ensureDatabase(databaseUrl);
  return databaseUrl;
}

program
  .command('migrate')
  .description('create the database if missing and apply pending migrations')
  .action(async () => {
    const applied = await runMigrations(await database());
    console.log(applied.length ? `applied ${applied.join(', ')}` : 'no pending migrations');
  });

program
  .command('migrate:revert')
  .description('revert the most recently applied migration')
  .action(async () => {
    const reverted = await revertLastMigration(await database());
    console.log(reverted ? `reverted ${reverted}` : 'no migration to revert');
  });

program.parseAsync(process.argv).catch(exitWith);
