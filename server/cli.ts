// Operator commands: `npm run db:migrate`, `npm run db:seed`, `npm run content:load`,
// `npm run admin:create -- --email … --password …`.
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { loadContent } from './content/loader.ts';
import { withSharedSecret } from './db/app-state.ts';
import { DataDirLockedError } from './db/lock.ts';
import { openDatabase } from './db/open.ts';
import { EnvError, loadEnv } from './env.ts';
import { seed } from './features/auth/seed.ts';
import { newPasswordProblem } from './kernel/breached-passwords.ts';

const usage = `Usage:
  node server/cli.ts migrate
  node server/cli.ts seed
  node server/cli.ts content:load   (loads content/ items never loaded before; keeps admin edits)
  node server/cli.ts create-admin --email <address> --password <password>   (sets the password if the account exists)`;

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const command = positionals[0];
  if (!command || !['migrate', 'seed', 'content:load', 'create-admin'].includes(command)) {
    console.error(usage);
    process.exit(2);
  }
  if (command === 'create-admin') {
    const problem = newPasswordProblem(values.password);
    if (!values.email || problem) {
      console.error(`create-admin needs --email and --password: ${problem ?? 'no --email given'}.`);
      process.exit(2);
    }
  }
  const configured = loadEnv();
  const database = await openDatabase(configured);
  try {
    await database.migrate();
    if (command === 'migrate') return console.log('Migrations applied.');
    if (command === 'content:load') {
      await loadContent(database.db, { log: { info: (msg) => console.log(msg) } });
      return;
    }
    const env = await withSharedSecret(configured, database.db);
    const app = await buildApp({ database, env, logger: false });
    const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };
    if (command === 'seed') await seed({ db: database.db, auth: app.services.auth, env, log });
    if (command === 'create-admin') {
      const email = values.email!.trim().toLowerCase();
      const { created } = await app.services.auth.ensureAccount({
        email,
        password: values.password!,
        role: 'admin',
        resetPassword: true,
      });
      console.log(
        `Administrator ${email} ${created ? 'created' : 'updated (role admin, confirmed, new password)'}.`,
      );
    }
    await app.services.mailer.flush();
    await app.close();
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
