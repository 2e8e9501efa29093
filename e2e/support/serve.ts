// Starts what the browser tests talk to: a real SMTP sink (mails land as JSON files in
// .tmp/e2e-mails) and the app itself, as `npm start` runs it (the built server), on a fresh database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BUILT_SERVER, SERVER_NODE_ARGS } from '../../scripts/built-server.ts';
import { testSettings } from '../../server/env.ts';
import { withDatabase } from '../../server/test/global-setup.ts';
import { startSmtpSink } from '../../server/test/smtp-sink.ts';
import { E2E_PORT, MAIL_DIR } from './config.ts';

const settings = testSettings();

async function freshPostgres(url: string): Promise<string> {
  const name = `mpu_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return withDatabase(url, name);
}

rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });
let count = 0;
const sink = await startSmtpSink({
  // Written under another name, then renamed: a test reading the folder never sees half a file.
  onMail: (mail) => {
    const file = path.join(MAIL_DIR, `${String(++count).padStart(4, '0')}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(mail));
    renameSync(`${file}.part`, file);
  },
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-e2e-'));
const databaseUrl = settings.databaseUrl ? await freshPostgres(settings.databaseUrl) : undefined;
const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, BUILT_SERVER], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DEMO_ACCOUNTS: 'true',
    // Every browser test registers from 127.0.0.1; the production limit is 10 an hour.
    REGISTRATIONS_PER_HOUR: '1000',
    // The journeys were written for SPEC §6's registration pages; the operator's setting (issue 28)
    // is tested in server/features/users/registration-defaults.test.ts.
    REGISTRATION_PAGES: 'videos,lexicon',
    SMTP_URL: sink.url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
child.on('exit', (code) => void stop(code ?? 0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
