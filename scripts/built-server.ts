import { type ChildProcess, spawn } from 'node:child_process';

/** The server as `npm start` and `npm run serve` run it: bundled by `npm run build` (decision 038). */
export const BUILT_SERVER = 'dist/server/main.js';

/**
 * Node options of the app's process, wherever it is started (package.json's start and serve, the
 * service unit in docs/deploy.md, tests and benchmarks; test/server-command.test.ts keeps them in
 * step). A young generation of 4 MB per semi-space instead of V8's 16: the first start's content load
 * and first reads held ≈ 100 MB more with the default, which took app and database process together
 * past 500 MB (issue 16); reads per second were unchanged (`npm run bench:start`, decision 024).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];

/**
 * Starts the built server as a production process for a script's test (test:kill, test:instances):
 * no session secret, demo accounts or mail from the caller's environment, the given administrator
 * and `env` on top. Its stdout and stderr are collected in `output` for the failure report.
 */
export function startBuiltServer(options: {
  port: number;
  appUrl?: string;
  admin: { email: string; password: string };
  env: Record<string, string>;
  output: string[];
}): ChildProcess {
  const { port, admin, output } = options;
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, BUILT_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: options.appUrl ?? `http://localhost:${port}`,
      SESSION_SECRET: '',
      DEMO_ACCOUNTS: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (d: Buffer) => output.push(d.toString()));
  return child;
}
