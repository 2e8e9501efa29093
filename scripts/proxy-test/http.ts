// HTTPS calls for `npm run test:proxy` (the proxies have a self-signed certificate): one keep-alive
// agent per load loop, like a browser tab; every response read to its end.
import { Agent, request } from 'node:https';

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type { Agent };
export type CallOptions = { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent };

export const newAgent = () => new Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false });
const shared = newAgent();

/** Resolves with the whole response; rejects on a network error (refused, reset, TLS). */
export function call(url: string, options: CallOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.agent ?? shared,
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
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

/** JSON body with the browser's Origin (the same-origin check) and optionally the session cookie. */
export function json(origin: string, body: unknown, cookie?: string, extra: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}), ...extra },
    body: JSON.stringify(body),
  };
}

/** The `data:` events of a server-sent-events body. */
export const events = (body: string) =>
  body
    .split('\n\n')
    .filter((chunk) => chunk.startsWith('data: '))
    .map((chunk) => JSON.parse(chunk.slice(6)) as { type: string });

export function check(ok: unknown, text: string, step: (text: string) => void): asserts ok {
  if (!ok) throw new Error(`FAILED: ${text}`);
  step(`ok: ${text}`);
}
