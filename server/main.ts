import { buildApp, defaultWebRoot } from './app.ts';
import { loadContent } from './content/loader.ts';
import { DataDirLockedError } from './db/lock.ts';
import { openDatabase } from './db/open.ts';
import { seed } from './db/seed.ts';
import { EnvError, loadEnv } from './env.ts';
import { deleteExpiredSessions } from './features/auth/auth.repo.ts';
import { startRetentionJob } from './features/privacy/retention.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(env);
  await database.migrate();
  const app = await buildApp({ database, env, webRoot: defaultWebRoot });
  await seed({ auth: app.services.auth, env, log: app.log });
  // The content pack (content/): only what was never loaded; a broken file is logged, the app still starts.
  await loadContent(database.db, { log: app.log }).catch((error: unknown) => app.log.error(error));

  app.services.mailer.start();
  startRetentionJob(app, database.db, env); // purges old sessions, links, mails, audit entries
  const cleanup = setInterval(() => deleteExpiredSessions(database.db).catch(() => undefined), 3_600_000);
  cleanup.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    clearInterval(cleanup);
    await app.services.mailer.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: env.host, port: env.port });
  app.log.info(
    `MPU-Vorbereitung läuft auf ${env.appUrl} (Datenbank: ${database.kind === 'pglite' ? env.dataDir : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
