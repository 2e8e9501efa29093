// deploy/nginx.conf and deploy/Caddyfile as `npm run test:proxy` runs them: the shipped files with
// only the ports, the server name and the certificate replaced (each replacement must apply).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Ports = { http: number; https: number; apps: [number, number] };
export type RunningProxy = { name: 'nginx' | 'Caddy'; process: ChildProcess; log: string };

export const NGINX = '/usr/sbin/nginx';
export const CADDY = '/usr/bin/caddy';

/** `text` with each [pattern, replacement] applied; throws when a pattern no longer matches. */
function replaced(text: string, file: string, edits: [RegExp | string, string][]): string {
  return edits.reduce((out, [pattern, replacement]) => {
    const next = out.replace(pattern, replacement);
    if (next === out) throw new Error(`${file} changed shape: ${String(pattern)} not found`);
    return next;
  }, text);
}

/** Installs nginx and Caddy with apt-get when missing (CI installs them in .ci/run). */
export function ensureProxies() {
  const missing = [
    ['nginx', NGINX],
    ['caddy', CADDY],
  ].filter(([, binary]) => !existsSync(binary!));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name!);
  if (process.getuid?.() !== 0)
    throw new Error(`not installed: ${names.join(', ')} (apt-get install ${names.join(' ')})`);
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function selfSignedCertificate(dir: string) {
  const files = { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-keyout',
      files.key,
      '-out',
      files.cert,
    ]),
    { stdio: 'ignore' },
  );
  return files;
}

export function nginxSite(shipped: string, dir: string, ports: Ports): string {
  return replaced(shipped.replaceAll('mpu.example.org', 'localhost'), 'deploy/nginx.conf', [
    ['127.0.0.1:3000', `127.0.0.1:${ports.apps[0]}`],
    ['127.0.0.1:3001', `127.0.0.1:${ports.apps[1]}`],
    [/^\s*listen \[::\][^\n]*\n/gm, ''],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['https://$host$request_uri', `https://$host:${ports.https}$request_uri`],
    ['/etc/letsencrypt/live/localhost/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/letsencrypt/live/localhost/privkey.pem', path.join(dir, 'key.pem')],
  ]);
}

export function startNginx(shipped: string, dir: string, ports: Ports): RunningProxy {
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  // nginx workers run as an unprivileged user (when started as root) and buffer bodies here.
  chmodSync(dir, 0o755);
  for (const name of temps) {
    mkdirSync(path.join(dir, name), { recursive: true });
    chmodSync(path.join(dir, name), 0o777);
  }
  const log = path.join(dir, 'nginx-error.log');
  writeFileSync(path.join(dir, 'site.conf'), nginxSite(shipped, dir, ports));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${log} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${temps.map((name) => `${name}_temp_path ${path.join(dir, name)};`).join('\n  ')}
  include ${path.join(dir, 'site.conf')};
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', log];
  execFileSync(NGINX, ['-t', '-q', ...args]);
  return { name: 'nginx', process: spawn(NGINX, args, { stdio: 'inherit' }), log };
}

export function caddyConfig(shipped: string, dir: string, ports: Ports): string {
  const site = replaced(shipped, 'deploy/Caddyfile', [
    ['mpu.example.org {', `localhost {\n\ttls ${path.join(dir, 'cert.pem')} ${path.join(dir, 'key.pem')}`],
    ['127.0.0.1:3000', `127.0.0.1:${ports.apps[0]}`],
    ['127.0.0.1:3001', `127.0.0.1:${ports.apps[1]}`],
  ]);
  const global = `{
\tadmin off
\thttp_port ${ports.http}
\thttps_port ${ports.https}
\tstorage file_system ${path.join(dir, 'caddy-data')}
\tskip_install_trust
\tlog {
\t\tlevel WARN
\t}
}
`;
  return global + site;
}

export function startCaddy(shipped: string, dir: string, ports: Ports): RunningProxy {
  const file = path.join(dir, 'Caddyfile');
  const log = path.join(dir, 'caddy.log');
  writeFileSync(file, caddyConfig(shipped, dir, ports));
  const env = { ...process.env, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir, HOME: dir };
  execFileSync(CADDY, ['validate', '--config', file, '--adapter', 'caddyfile'], { env, stdio: 'ignore' });
  const child = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stderr!.on('data', (d: Buffer) => output.push(d));
  child.on('exit', () => writeFileSync(log, Buffer.concat(output)));
  return { name: 'Caddy', process: child, log };
}
