// The command line (npm run --silent cli -- <command>): the last line of standard output is the answer.
import { Command, Option } from 'commander';
import { webStatuses, type WebStatus } from '@transfer/form';
import { boot, exitWith } from './boot';
import { loadConfig } from './config';
import { ensureDatabase } from './db/admin';
import { createDatabase, type Database } from './db/database';
import { revertLastMigration, runMigrations } from './db/migrations';
import { DomainError } from './errors';
import { createMailer } from './mail/transport';
import { closeServices } from './root/services';
import { createServices } from './root/domains';
import { defaultTokenDays, serviceTokenForStudent, staffAdministration } from './root/command-line';

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

/** Runs `work` over the database (created and migrated when needed); a domain error is its message on standard error. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const databaseUrl = await database();
  await runMigrations(databaseUrl);
  const db = createDatabase(databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

program
  .command('staff:create')
  .argument('<email>', "the staff member's e-mail")
  .option('--days <days>', 'how many days the token works', String(defaultTokenDays))
  .description('create (or find) a staff user and print a new staff API token, shown only this once')
  .action((email: string, { days }: { days: string }) =>
    withDatabase(async (db) => console.log(await staffAdministration(db).createToken(email, Number(days)))),
  );

program
  .command('staff:tokens')
  .argument('<email>', "the staff member's e-mail")
  .description("list that staff user's API tokens, newest first: when made, until when, when last used, whether revoked")
  .action((email: string) =>
    withDatabase(async (db) => {
      const now = new Date();
      const tokens = await staffAdministration(db).tokens(email);
      if (tokens.length === 0) console.log('no tokens');
      for (const token of tokens) {
        const state = token.revokedAt ? `revoked ${token.revokedAt.toISOString()}` : token.expiresAt <= now ? 'expired' : 'live';
        console.log(
          `${token.id}  created ${token.createdAt.toISOString()}  expires ${token.expiresAt.toISOString()}  ` +
            `last used ${token.lastUsedAt?.toISOString() ?? 'never'}  ${state}`,
        );
      }
    }),
  );

program
  .command('staff:revoke')
  .argument('<email>', "the staff member's e-mail")
  .description('end every API token of that staff user at once (and the browser sessions they opened); print how many')
  .action((email: string) => withDatabase(async (db) => console.log(`revoked ${await staffAdministration(db).revokeTokens(email)}`)));

program
  .command('applications:export')
  .description('write every application (answers with their _desc labels, statuses) to standard output; progress to standard error')
  .addOption(
    new Option('--format <format>', 'csv (a header row, then one row per application) or json (one object per line)')
      .choices(['csv', 'json'])
      .makeOptionMandatory(),
  )
  .addOption(new Option('--status <status>', 'only applications with this web status').choices(webStatuses))
  .action(({ format, status }: { format: 'csv' | 'json'; status?: WebStatus }) =>
    withDatabase(async (db) => {
      await staffAdministration(db).exportApplications(process.stdout, {
        format,
        status,
        progress: (count, done) => console.error(done ? `exported ${count} applications` : `exported ${count} applications so far...`),
      });
    }),
  );

program
  .command('service-token')
  .argument('<email>', "the student's e-mail address")
  .description("print a fresh service token reading that student's application, read-only, for an hour")
  .action(async (email: string) => {
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
      console.log(`read-only until ${minted.expiresAt.toISOString()}:`);
      console.log(`${runtime.config.appUrl}/about?service_token=${encodeURIComponent(minted.token)}`);
      // The last line is the answer (docs/product.md §10.5): the token itself.
      console.log(minted.token);
    } finally {
      await closeServices(services);
      mailer.close();
      await runtime.close();
    }
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof DomainError) {
    console.error(error.message);
    process.exit(1);
  }
  exitWith(error);
});
