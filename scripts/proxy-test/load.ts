// The load of `npm run test:proxy` while deploy/rolling-restart.sh restarts the instances: reads,
// keyed writes (as the web client sends them: an Idempotency-Key, one more try with the same key
// after a 502, 503 or a network error; decision 045) and assistant streams. Counts only.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Agent, call, events, json, newAgent, type Reply } from './http.ts';

export type LoadCounts = {
  reads: number;
  writes: number;
  streams: number;
  /** Requests whose final answer was not a success (after the writes' one more try). */
  failed: number;
  /** Writes that needed their one more try (the proxy alone did not save them). */
  secondTries: number;
  /** Writes answered from the first request (Idempotent-Replayed). */
  replayed: number;
  /** Writes the app confirmed (2xx): one row each must be in the database. */
  acknowledged: number;
  problems: string[];
};

const READS = ['/api/me', '/api/overview', '/dashboard'];
/** The admin's assistant limit is 30 per 5 minutes; two phases stay below it. */
const MAX_STREAMS = 12;
/** What the web client waits before its one more try (web/lib/api-client.ts). */
const SECOND_TRY_PAUSE_MS = 1000;

type Target = { origin: string; cookie: string; tag: string };

export function startLoad(target: Target, loops = { reads: 3, writes: 3 }) {
  const counts: LoadCounts = {
    reads: 0,
    writes: 0,
    streams: 0,
    failed: 0,
    secondTries: 0,
    replayed: 0,
    acknowledged: 0,
    problems: [],
  };
  let running = true;
  const fail = (what: string, reply: Reply | Error) => {
    counts.failed++;
    const detail = reply instanceof Error ? reply.message : `${reply.status} ${reply.body.slice(0, 120)}`;
    if (counts.problems.length < 10) counts.problems.push(`${what}: ${detail}`);
  };
  const attempt = (url: string, options: Parameters<typeof call>[1]) =>
    call(url, options).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

  async function reads(agent: Agent, offset: number) {
    for (let n = offset; running; n++) {
      const path = READS[n % READS.length]!;
      counts.reads++;
      const reply = await attempt(`${target.origin}${path}`, { headers: { cookie: target.cookie }, agent });
      if (reply instanceof Error || reply.status !== 200) fail(`GET ${path}`, reply);
    }
  }

  async function writes(agent: Agent, loop: number) {
    for (let n = 0; running; n++) {
      counts.writes++;
      const key = randomUUID();
      const body = { title: `${target.tag} ${loop}-${n}`, body: 'Lastprobe während eines Neustarts.' };
      const options = { ...json(target.origin, body, target.cookie, { 'idempotency-key': key }), agent };
      let reply = await attempt(`${target.origin}/api/admin/news`, options);
      if (reply instanceof Error || reply.status === 502 || reply.status === 503) {
        counts.secondTries++;
        await sleep(SECOND_TRY_PAUSE_MS);
        reply = await attempt(`${target.origin}/api/admin/news`, options);
      }
      if (reply instanceof Error || reply.status !== 201) {
        fail('POST /api/admin/news', reply);
        continue;
      }
      counts.acknowledged++;
      if (reply.headers['idempotent-replayed'] === 'true') counts.replayed++;
    }
  }

  async function streams(agent: Agent) {
    const question = {
      messages: [{ role: 'user', content: 'Wie lange dauert das psychologische Gespräch?' }],
    };
    while (running && counts.streams < MAX_STREAMS) {
      counts.streams++;
      const options = {
        ...json(target.origin, question, target.cookie, { accept: 'text/event-stream' }),
        agent,
      };
      const reply = await attempt(`${target.origin}/api/assistant/chat`, options);
      if (reply instanceof Error || reply.status !== 200 || events(reply.body).at(-1)?.type !== 'done') {
        fail('POST /api/assistant/chat (stream)', reply);
      }
    }
  }

  const all = [
    ...Array.from({ length: loops.reads }, (_, i) => reads(newAgent(), i)),
    ...Array.from({ length: loops.writes }, (_, i) => writes(newAgent(), i)),
    streams(newAgent()),
  ];
  return {
    counts,
    async stop(): Promise<LoadCounts> {
      running = false;
      await Promise.all(all);
      return counts;
    },
  };
}
