import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/auth.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of a reminder (RFC 8058). */
  headers?: Record<string, string>;
};

export type MailTransport = { send: (message: MailMessage & { from: string }) => Promise<void> };

export type Logger = { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };

export type Mailer = {
  /** Stores the mail in the outbox (inside the caller's transaction when given one). */
  enqueue: (message: MailMessage, db?: Db) => Promise<void>;
  /** Sends what is due; failed sends are retried later with back-off. Returns the number sent. */
  flush: () => Promise<number>;
  /** Waits for a running flush (the scheduler runs it every 5 s, app.ts: the job 'mail-outbox'). */
  stop: () => Promise<void>;
};

const MAX_ATTEMPTS = 8;

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ headers, ...message }) => {
      // Prepared: sent as given, not folded or encoded (the List-Unsubscribe URL stays one piece).
      const prepared = headers
        ? Object.fromEntries(Object.entries(headers).map(([k, value]) => [k, { prepared: true, value }]))
        : undefined;
      await transporter.sendMail({ ...message, headers: prepared });
    },
  };
}

/** Without SMTP_URL: the mail, with its links, goes to the server log, so nobody is locked out. */
export function logTransport(log: Logger): MailTransport {
  return {
    send: async (message) => {
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `E-Mail (not sent, no SMTP_URL):\n${message.text}`,
      );
    },
  };
}

export function createMailer(deps: { db: Db; transport: MailTransport; from: string; log: Logger }): Mailer {
  const { db, transport, from, log } = deps;
  let running: Promise<number> | undefined;

  async function sendDue(): Promise<number> {
    const due = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          sql`${mailOutbox.attempts} < ${MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(20);
    let sent = 0;
    for (const mail of due) {
      // Claim the row first so another instance does not send it too.
      const claimed = await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => 30 * power(2, ${mailOutbox.attempts}))`,
        })
        .where(
          and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), isNull(mailOutbox.sentAt)),
        )
        .returning({ id: mailOutbox.id });
      if (claimed.length === 0) continue;
      try {
        await transport.send({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: mail.headers ?? undefined,
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { mailId: mail.id, attempt: mail.attempts + 1, err: message },
          'mail send failed; will retry',
        );
        await db.update(mailOutbox).set({ lastError: message }).where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  function flush(): Promise<number> {
    // One flush at a time; a caller during a run waits for it and then runs again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(sendDue);
    running = next;
    return next;
  }

  return {
    enqueue: async (message, tx) => {
      await (tx ?? db).insert(mailOutbox).values(message);
    },
    flush,
    stop: async () => {
      await running?.catch(() => 0);
    },
  };
}
