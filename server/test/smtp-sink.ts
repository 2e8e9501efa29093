import { SMTPServer } from 'smtp-server';

export type SunkMail = {
  to: string;
  subject: string;
  text: string;
  /** The List-Unsubscribe headers of a reminder (RFC 8058), when the mail has them. */
  listUnsubscribe?: string;
  listUnsubscribePost?: string;
};

/** A real SMTP server on loopback that keeps every mail it receives (tests and e2e). */
export async function startSmtpSink(options: { onMail?: (mail: SunkMail) => void; port?: number } = {}) {
  const mails: SunkMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const recipient = session.envelope.rcptTo[0]?.address ?? '';
        const mail = { to: recipient, ...parseMail(Buffer.concat(chunks).toString('latin1')) };
        mails.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Resolves with the first mail to `to` that matches, waiting for it if needed. */
    async waitFor(
      to: string,
      match: (mail: SunkMail) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<SunkMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to === to && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The first link in a mail that points at `path`. */
export function linkFrom(mail: SunkMail, path: string): string {
  const match = mail.text.match(
    new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\?token=[\\w%-]+(?:&[\\w%=-]+)*`),
  );
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return match[0];
}

/** Decodes the single-part text mails the app sends (quoted-printable or base64, RFC 2047 subject). */
export function parseMail(raw: string): Omit<SunkMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  const subject = header('Subject').replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else text = Buffer.from(body, 'latin1').toString('utf8');
  const unsubscribe = header('List-Unsubscribe').replace(/\s+/g, '');
  const post = header('List-Unsubscribe-Post');
  return {
    subject,
    text: text.replace(/\r\n/g, '\n'),
    ...(unsubscribe ? { listUnsubscribe: unsubscribe } : {}),
    ...(post ? { listUnsubscribePost: post } : {}),
  };
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
