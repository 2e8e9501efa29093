// What `npm run test:proxy` checks through each proxy before the rolling restart: TLS and the
// redirect, sign-in with a secure cookie, a quiz answer, the origin check, security headers sent
// once, and body limits that agree between the app and the proxy config.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:https';
import { IMPORT_BODY_LIMIT } from '../../server/plugins/security.ts';
import { call, check as checkWith, json } from './http.ts';

type Context = {
  proxy: string;
  origin: string;
  httpOrigin: string;
  /** The proxy config's own body limit, in bytes. */
  configLimit: number;
  admin: { email: string; password: string };
  step: (text: string) => void;
};

/** Sends `bytes` of JSON and resolves with the status, also when the proxy stops reading early. */
function sendLarge(url: string, bytes: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes) },
        rejectUnauthorized: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const prefix = '{"csv":"frage;antwort\\n';
    const line = 'xxxxxxxxx\\n'; // 11 bytes of JSON, 10 characters of CSV
    const lines = Math.floor((bytes - prefix.length - 2) / line.length);
    const filler = ' '.repeat(bytes - prefix.length - 2 - lines * line.length);
    req.write(prefix);
    const block = line.repeat(10_000);
    for (let n = 0; n + 10_000 <= lines; n += 10_000) req.write(block);
    req.write(line.repeat(lines % 10_000));
    req.end(`"}${filler}`);
  });
}

export async function checkThroughProxy(ctx: Context): Promise<string> {
  const check: (ok: unknown, text: string) => asserts ok = (ok, text) =>
    checkWith(ok, `${ctx.proxy}: ${text}`, ctx.step);
  const { origin } = ctx;
  const redirect = await fetch(`${ctx.httpOrigin}/dashboard`, { redirect: 'manual' });
  const location = redirect.headers.get('location') ?? '';
  check(
    [301, 302, 308].includes(redirect.status) &&
      location.startsWith('https://') &&
      location.endsWith('/dashboard'),
    `HTTP redirects to HTTPS (${redirect.status} ${location})`,
  );
  if (existsSync('dist/web/index.html')) {
    const page = await call(`${origin}/login`);
    check(page.status === 200 && page.body.includes('<div id="root"'), 'the web app loads');
  }

  const login = await call(`${origin}/api/auth/login`, json(origin, ctx.admin));
  const setCookie = [login.headers['set-cookie'] ?? []].flat()[0] ?? '';
  check(login.status === 200 && /;\s*Secure/i.test(setCookie), `sign-in, secure cookie (${login.status})`);
  const cookie = setCookie.split(';')[0]!;

  for (const path of ['/api/me', '/dashboard']) {
    const reply = await call(`${origin}${path}`, { headers: { cookie } });
    const twice = Object.entries(reply.headers).filter(
      ([name, v]) => Array.isArray(v) && name !== 'set-cookie',
    );
    check(
      reply.headers['strict-transport-security'] === 'max-age=31536000; includeSubDomains' &&
        twice.length === 0,
      `${path}: HSTS once, no header twice (${twice.map(([name]) => name).join(', ') || 'none'})`,
    );
  }

  const quiz = await call(`${origin}/api/exam/quiz?mode=random`, { headers: { cookie } });
  const { runId, questions } = JSON.parse(quiz.body) as {
    runId: string;
    questions: { id: string; options: string[] }[];
  };
  const question = questions[0]!;
  const answer = await call(
    `${origin}/api/exam/questions/${question.id}/answer`,
    json(origin, { runId, selected: [question.options[0]] }, cookie),
  );
  check(answer.status === 200 && typeof JSON.parse(answer.body).correct === 'boolean', 'a quiz answer');

  const keyed = json(origin, { title: 'Einmal', body: 'Zweimal gesendet.' }, cookie, {
    'idempotency-key': randomUUID(),
  });
  const [first, repeat] = [
    await call(`${origin}/api/admin/news`, keyed),
    await call(`${origin}/api/admin/news`, keyed),
  ];
  check(
    first.status === 201 && repeat.headers['idempotent-replayed'] === 'true' && repeat.body === first.body,
    'a keyed write sent twice is answered from the first',
  );

  const forged = await call(`${origin}/api/auth/logout`, {
    method: 'POST',
    headers: { origin: 'https://boese.example', cookie },
  });
  check(forged.status === 403, 'a write from another origin is refused');

  const anonymous = await call(
    `${origin}/api/auth/login`,
    json(origin, { email: 'a@b.de', password: 'x'.repeat(70_000) }),
  );
  check(anonymous.status === 413, 'the app refuses an anonymous body over 64 KB');
  const form = await call(
    `${origin}/api/admin/exam/categories`,
    json(origin, { title: 'x'.repeat(1_100_000) }, cookie),
  );
  check(
    form.status === 413 && String(form.headers['content-type']).startsWith('application/json'),
    'the app itself refuses a signed-in form over 1 MB',
  );
  check(
    ctx.configLimit === IMPORT_BODY_LIMIT,
    `the config allows what the CSV import takes (${ctx.configLimit} bytes)`,
  );
  const headers = { origin, cookie };
  const imported = await sendLarge(`${origin}/api/admin/exam/import`, 13_000_000, headers);
  check(imported === 200, `a 13 MB CSV import reaches the app (${imported})`);
  const tooLarge = await sendLarge(`${origin}/api/admin/exam/import`, IMPORT_BODY_LIMIT + 1_000_000, headers);
  check(tooLarge === 413, `a body over 16 MB is refused (${tooLarge})`);
  return cookie;
}
