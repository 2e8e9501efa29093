import { DataDirLockedError } from './db/lock.ts';
import { openDatabase } from './db/open.ts';
import { DataDirPermissionError } from './db/private-files.ts';
import { EnvError, loadEnv } from './env.ts';

/** Running requests get this long after the drain; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const configured = loadEnv();
  let stop: (signal: string, code?: number) => Promise<void> = async (_signal, code = 1) =>
    process.exit(code);
  // The embedded database process starts first and initialises while this one loads the app's
  // modules; both are ready at about the same time (decision 024).
  const opening = openDatabase(configured, {
    onExit: (detail) => {
      // The supervisor (embedded-client.ts) restarted it and gave up: the restarts are used up.
      console.error(`\n${detail}: the app stops (data are safe on disk; start it again).\n`);
      void stop('database', 1);
    },
  });
  void opening.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
  const [{ buildApp, defaultWebRoot }, { loadContent }, { withSharedSecret }, { seed }] = await Promise.all([
    import('./app.ts'),
    import('./content/loader.ts'),
    import('./db/app-state.ts'),
    import('./features/auth/seed.ts'),
  ]);
  const database = await opening;
  // Several instances may start at once on one PostgreSQL database: one at a time migrates,
  // creates the shared secret, seeds and loads content; the others then find it done.
  const { app, env } = await database.exclusive(async () => {
    await database.migrate();
    const env = await withSharedSecret(configured, database.db);
    const app = await buildApp({ database, env, webRoot: env.webRoot ?? defaultWebRoot });
    await seed({ db: database.db, auth: app.services.auth, env, log: app.log });
    // The content pack (content/): only when changed since the last load; a broken file is logged, the
    // app still starts (and loads again at the next start).
    await loadContent(database.db, { log: app.log, whenChanged: true }).catch((error: unknown) =>
      app.log.error(error),
    );
    return { app, env };
  });

  // The mail outbox, retention, the embedded vacuum, …: once per interval across instances (064).
  app.services.scheduler.start();

  let stopping = false;
  stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM (systemd, rolling-restart.sh) drains: health 503 at once, serving on (decision 045).
    const drainMs = signal === 'SIGTERM' ? env.drainSeconds * 1000 : 0;
    app.log.info(
      `${signal} received: draining ${drainMs / 1000} s, then finishing running requests and exiting`,
    );
    setTimeout(() => process.exit(1), drainMs + SHUTDOWN_GRACE_MS).unref();
    if (drainMs > 0) {
      app.startDraining();
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    await app.close(); // stops listening, waits for running requests (open chat streams end with their last event)
    await app.services.scheduler.stop();
    await app.services.mailer.stop();
    await database.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: env.host, port: env.port });
  app.log.info(
    `MPU-Vorbereitung läuft auf ${env.appUrl} (Datenbank: ${database.kind === 'pglite' ? env.dataDir : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirPermissionError
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
