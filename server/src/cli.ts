// The command line (npm run --silent cli -- <command>): the last line of standard output is the answer.
import { Command } from 'commander';
import { boot, exitWith } from './boot';
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

program
  .command('service-token')
  .argument('<email>', "the student's e-mail address")
  .description("print a fresh service token reading that student's application, read-only, for an hour")
  .action(async (email: string) => {
    // Loaded only here: the other commands start without every domain of the app.
    const [{ createMailer }, { closeServices, createServices, serviceTokenForStudent }] = await Promise.all([
      import('./mail/transport.js'),
      import('./root/domains.js'),
    ]);
    const runtime = await boot({ migrate: true });
    const mailer = createMailer(runtime.config.smtpUrl, runtime.config.partner);
    const services = createServices({ ...runtime, mailer });
    try {
      const minted = await serviceTokenForStudent(services, email);
      if (!minted) {
        console.error(`no student account with the e-mail address ${email}`);
        process.exitCode = 1;
        return;
      }
      console.log(`read-only until ${minted.expiresAt.toISOString()}: ${runtime.config.appUrl}/about?service_token=<token>`);
      console.log(minted.token);
    } finally {
      await closeServices(services);
      mailer.close();
      await runtime.close();
    }
  });

program.parseAsync(process.argv).catch(exitWith);
