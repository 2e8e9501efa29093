import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SunkMail } from '../../server/test/smtp-sink.ts';
import { MAIL_DIR } from './config.ts';

/** Waits for a mail to `to` that the SMTP sink of serve.ts stored. */
export async function waitForMail(
  to: string,
  match: (mail: SunkMail) => boolean = () => true,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as SunkMail;
      if (mail.to === to && match(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to}`);
}
