// `npm run test:proxy`: the app behind nginx with deploy/nginx.conf (issue 12). Runs Debian's nginx
// (installs it with apt-get when missing and allowed) with that file — only ports, server name and a
// self-signed certificate replaced — in front of one instance with TRUST_PROXY=1 and an https
// APP_URL, and checks: HTTP redirects to HTTPS, the web app loads, the administrator signs in
// (secure cookie), answers a quiz question, and anonymous bodies over 64 KB are refused.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_SERVER, SERVER_NODE_ARGS } from './built-server.ts';

const NGINX = '/usr/sbin/nginx';
const base = Number(process.env.PROXY_TEST_PORT) || 4491;
const ports = { http: base, https: base + 1, app: base + 2 };
const admin = { email: 'chef@example.org', password: 'chef-passwort-1' };
const origin = `https://localhost:${ports.https}`;
const started = Date.now();
const step = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
function check(ok: unknown, text: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${text}`);
  step(`ok: ${text}`);
}

function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  step('installing nginx (apt-get) …');
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** deploy/nginx.conf with this machine's ports, a self-signed certificate and one app instance. */
function siteConfig(dir: string): string {
  return readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('mpu.example.org', 'localhost')
    .replace(/\s*server 127\.0\.0\.1:3001[^\n]*/, '')
    .replace('127.0.0.1:3000', `127.0.0.1:${ports.app}`)
    .replace(/^\s*listen \[::\][^\n]*\n/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace('https://$host$request_uri', `https://$host:${ports.https}$request_uri`)
    .replace(/\/etc\/letsencrypt\/live\/localhost\/fullchain\.pem/, path.join(dir, 'cert.pem'))
    .replace(/\/etc\/letsencrypt\/live\/localhost\/privkey\.pem/, path.join(dir, 'key.pem'));
}

function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'site.conf')};
}
`;
}

type Response = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, rejectUnauthorized: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (body: unknown, cookie?: string) => ({
  headers: {
    'content-type': 'application/json',
    origin,
    ...(cookie ? { cookie } : {}),
  },
  body: JSON.stringify(body),
});

const children: ChildProcess[] = [];
let dir = '';

async function main() {
  ensureNginx();
  dir = mkdtempSync(path.join(tmpdir(), 'mpu-proxy-'));
  // nginx workers run as an unprivileged user (when started as root) and buffer bodies here.
  chmodSync(dir, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, name));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    chmodSync(path.join(dir, name), 0o777);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(path.join(dir, 'site.conf'), siteConfig(dir));
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  execFileSync(NGINX, [
    '-t',
    '-q',
    '-p',
    dir,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-e',
    path.join(dir, 'error.log'),
  ]);
  const nginx = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: 'inherit',
    },
  );
  children.push(nginx);

  const app = spawn(process.execPath, [...SERVER_NODE_ARGS, BUILT_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports.app),
      APP_URL: origin,
      TRUST_PROXY: '1',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: '',
      SESSION_SECRET: '',
      DEMO_ACCOUNTS: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  children.push(app);
  for (let i = 0; ; i++) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    const health = await fetch(`http://127.0.0.1:${ports.app}/api/health`).catch(() => undefined);
    if (health?.status === 200) break;
    if (i > 400) throw new Error('the app did not become healthy behind nginx');
    await new Promise((r) => setTimeout(r, 250));
  }
  const health = await call(`${origin}/api/health`);
  check(health.status === 200, 'the app answers behind nginx');

  const redirect = await fetch(`http://127.0.0.1:${ports.http}/dashboard`, { redirect: 'manual' });
  check(
    redirect.status === 301 &&
      redirect.headers.get('location') === `https://127.0.0.1:${ports.https}/dashboard`,
    'HTTP redirects to HTTPS',
  );
  if (existsSync('dist/web/index.html')) {
    const page = await call(`${origin}/login`);
    check(page.status === 200 && page.body.includes('<div id="root"'), 'the web app loads through the proxy');
  }

  const login = await call(`${origin}/api/auth/login`, { method: 'POST', ...json(admin) });
  const setCookie = [login.headers['set-cookie'] ?? []].flat()[0] ?? '';
  check(
    login.status === 200 && /;\s*Secure/i.test(setCookie),
    `sign-in through nginx, secure cookie (${login.status})`,
  );
  const cookie = setCookie.split(';')[0]!;

  const quiz = await call(`${origin}/api/exam/quiz?mode=random`, { headers: { cookie } });
  check(quiz.status === 200, `a quiz through nginx (${quiz.status})`);
  const { runId, questions } = JSON.parse(quiz.body) as {
    runId: string;
    questions: { id: string; options: string[] }[];
  };
  const question = questions[0]!;
  const answer = await call(`${origin}/api/exam/questions/${question.id}/answer`, {
    method: 'POST',
    ...json({ runId, selected: [question.options[0]] }, cookie),
  });
  check(
    answer.status === 200 && typeof JSON.parse(answer.body).correct === 'boolean',
    'a quiz answer through nginx',
  );

  const forged = await call(`${origin}/api/auth/logout`, {
    method: 'POST',
    headers: { origin: 'https://boese.example', cookie },
  });
  check(forged.status === 403, 'a write from another origin is refused');
  const big = await call(`${origin}/api/auth/login`, {
    method: 'POST',
    ...json({ email: 'a@b.de', password: 'x'.repeat(70_000) }),
  });
  check(big.status === 413, 'an anonymous body over 64 KB is refused');
  step('all checks passed');
}

async function cleanup() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}

main().then(
  async () => {
    await cleanup();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (dir && existsSync(path.join(dir, 'error.log')))
      console.error(readFileSync(path.join(dir, 'error.log'), 'utf8'));
    await cleanup();
    process.exit(1);
  },
);
