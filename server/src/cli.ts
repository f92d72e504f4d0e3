// The command line (npm run --silent cli -- <command>): the last line of standard output is the answer.
import { Command } from 'commander';
import { exitWith, openDatabase } from './boot';
import { loadConfig } from './config';

const program = new Command()
  .name('npm run --silent cli --')
  .description('Administer the transfer application. The last line printed is the answer.')
  .showHelpAfterError();

program
  .command('migrate')
  .description('create the database if missing and apply pending migrations')
  .action(async () => {
    const dataSource = await openDatabase(loadConfig());
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      console.log(applied.length ? `applied ${applied.map((m) => m.name).join(', ')}` : 'no pending migrations');
    } finally {
      await dataSource.destroy();
    }
  });

program
  .command('migrate:revert')
  .description('revert the most recently applied migration')
  .action(async () => {
    const dataSource = await openDatabase(loadConfig());
    try {
      const [last] = await dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1').catch(() => []);
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log(last ? `reverted ${last.name}` : 'no migration to revert');
    } finally {
      await dataSource.destroy();
    }
  });

program.parseAsync(process.argv).catch(exitWith);
