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

const roleOption = () => new Option('--role <role>', 'admin (everything) or reader (the SSN masked)').choices(['admin', 'reader']);

program
  .command('staff:create')
  .argument('<email>', "the staff member's e-mail")
  .option('--days <days>', 'how many days the token works', String(defaultTokenDays))
  .addOption(roleOption())
  .description('create (or find) a staff member (an admin unless --role reader) and print a new staff API token, shown only this once')
  .action((email: string, { days, role }: { days: string; role?: string }) =>
    withDatabase(async (db) => console.log(await staffAdministration(db).createToken(email, Number(days), role))),
  );

program
  .command('staff:invite')
  .argument('<email>', "the new staff member's e-mail")
  .addOption(roleOption().makeOptionMandatory())
  .description('invite a member of staff: e-mail them a link (single use, 72 hours) to set a password and a second factor; print it')
  .action((email: string, { role }: { role: string }) =>
    withDatabase(async (db) => {
      const config = loadConfig();
      const mailer = createMailer(config.smtpUrl, config.partner);
      try {
        const link = await staffAdministration(db, config.appUrl, mailer, config.partner).invite(email, role);
        console.log(`invited ${link.email} as ${role}; the link works once, until ${link.expiresAt.toISOString()}:`);
        console.log(link.url);
      } finally {
        mailer.close();
      }
    }),
  );

program
  .command('staff:role')
  .argument('<email>', "the staff member's e-mail")
  .argument('<role>', 'admin or reader')
  .description("change a staff member's role (audited)")
  .action((email: string, role: string) =>
    withDatabase(async (db) => {
      await staffAdministration(db).setRole(email, role);
      console.log(`${email} is ${role}`);
    }),
  );

program
  .command('staff:disable')
  .argument('<email>', "the staff member's e-mail")
  .description('disable a staff member: their sessions, API tokens and service links stop working at once (audited)')
  .action((email: string) =>
    withDatabase(async (db) => {
      await staffAdministration(db).disable(email);
      console.log(`disabled ${email}`);
    }),
  );

program
  .command('staff:reset-2fa')
  .argument('<email>', "the staff member's e-mail")
  .description("remove a staff member's second factor and recovery codes: they set up a new one at their next sign-in (audited)")
  .action((email: string) =>
    withDatabase(async (db) => {
      await staffAdministration(db).resetSecondFactor(email);
      console.log(`reset the second factor of ${email}`);
    }),
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
  .option('--as <email>', "export as that staff member (audited under them): a reader's export masks the SSN")
  .action(({ format, status, as }: { format: 'csv' | 'json'; status?: WebStatus; as?: string }) =>
    withDatabase(async (db) => {
      await staffAdministration(db).exportApplications(process.stdout, {
        format,
        status,
        as,
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
