/**
 * The app an eval part talks to, always through the HTTP API: in this process (a fresh migrated
 * PGlite in memory, the content loaded as a normal start loads it, `buildApp`, `app.inject`), or,
 * with EVAL_URL (+ EVAL_EMAIL, EVAL_PASSWORD), a running server, so an outside set runs against the
 * same API. Each learner is signed in, has agreed to the privacy notice (GDPR Art. 9(2)(a)) and
 * saves the workbook through PUT /api/case.
 * EVAL_AI=fake: in this process, the assistant and the interviewer use a configured model — the
 * fake OpenAI-compatible endpoint (server/test/fake-model.ts) — and every learner opts in: the
 * interview figures show that the model's wording leaves the judgement as it is (decision 050); the
 * assistant's answers are the fake's text. EVAL_AI=fake-error: the fake fails every request, so the
 * figures show what learners get when the model is down (the offline answers, after a notice).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CaseWorkbook, emptyWorkbook, newOffence } from '../common/domain/case.ts';
import type { MpuType } from '../common/domain/mpu.ts';
import { PRIVACY_NOTICE_VERSION } from '../common/domain/privacy.ts';
import type { Language } from '../common/i18n/languages.ts';
import { type AppDeps, buildApp } from '../server/app.ts';
import { loadContent } from '../server/content/loader.ts';
import { openPglite } from '../server/db/pglite.ts';
import { loadEnv } from '../server/env.ts';
import { insertAccount, setPassword } from '../server/features/auth/auth.repo.ts';
import { remoteInterviewModel } from '../server/features/interview/remote.ts';
import { remoteEngine } from '../server/integrations/ai/remote.ts';
import { hashPassword } from '../server/kernel/crypto.ts';
import { startFakeModel } from '../server/test/fake-model.ts';

/** EVAL_AI=fake: the app talks to the fake model, and the learners opt in to it. */
const withFakeModel = process.env.EVAL_AI === 'fake' || process.env.EVAL_AI === 'fake-error';

export type Reply<T = unknown> = { status: number; body: T };

/** One signed-in learner; `lang` is sent as Accept-Language, as the web client does. */
export interface EvalLearner {
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<Reply<T>>;
  /** Saves a (partial) workbook as the eval sets write it: missing parts empty, ids added. */
  saveWorkbook(partial: unknown): Promise<void>;
}

export interface EvalApp {
  /** Where the calls go: "in-process" or the EVAL_URL. */
  where: string;
  learner(options: { reason: MpuType; lang: Language }): Promise<EvalLearner>;
  close(): Promise<void>;
}

type Send = (request: {
  method: string;
  url: string;
  body?: unknown;
  cookie?: string;
  lang: Language;
}) => Promise<Reply & { setCookie: string | null; retryAfter: number }>;

/** A workbook from the sets' partial form (eval/README.md): every part optional, ids added. */
export function completeWorkbook(partial: unknown): CaseWorkbook {
  const given = (partial ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const empty = emptyWorkbook();
  const offences = ((given.offences ?? []) as unknown as Record<string, unknown>[]).map((o) => ({
    ...newOffence(o.reason as MpuType),
    ...o,
    date: o.date ? String(o.date) : null,
  }));
  const change = { ...empty.change, ...given.change };
  const proofs = ((change.proofs ?? []) as Record<string, unknown>[]).map((p) => ({
    id: crypto.randomUUID(),
    from: null,
    to: null,
    note: '',
    ...p,
  }));
  return {
    body: { ...empty.body, ...given.body },
    offences,
    past: { ...empty.past, ...given.past },
    causes: { ...empty.causes, ...given.causes },
    change: { ...change, since: change.since ? String(change.since) : null, proofs },
    future: { ...empty.future, ...given.future },
    aiConsent: false,
  } as CaseWorkbook;
}

function learnerOver(send: Send, cookie: string, lang: Language): EvalLearner {
  const learner: EvalLearner = {
    async call<T>(method: string, url: string, body?: unknown) {
      for (let attempt = 0; ; attempt++) {
        const reply = await send({ method, url, body, cookie, lang });
        if (reply.status !== 429 || attempt >= 3) return reply as Reply<T>;
        await new Promise((resolve) => setTimeout(resolve, reply.retryAfter * 1000));
      }
    },
    async saveWorkbook(partial) {
      const workbook = { ...completeWorkbook(partial), aiConsent: withFakeModel };
      const reply = await learner.call('PUT', '/api/case', workbook);
      if (reply.status !== 200)
        throw new Error(`PUT /api/case: ${reply.status} ${JSON.stringify(reply.body)}`);
    },
  };
  return learner;
}

async function signIn(send: Send, email: string, password: string, lang: Language) {
  const login = await send({ method: 'POST', url: '/api/auth/login', body: { email, password }, lang });
  if (login.status !== 200 || !login.setCookie) throw new Error(`login ${email}: ${login.status}`);
  const learner = learnerOver(send, login.setCookie, lang);
  const consent = await learner.call('POST', '/api/me/consent', { version: PRIVACY_NOTICE_VERSION });
  if (consent.status !== 200) throw new Error(`consent: ${consent.status}`);
  return learner;
}

const cookieOf = (header: string | string[] | undefined) => {
  const value = [header ?? []].flat().find((c) => c.startsWith('mpu_session='));
  return value ? value.split(';')[0]! : null;
};

/** JSON parsed; any other body (the assistant's event stream) as its text. */
const bodyOf = (text: string, type: string | null | undefined) =>
  !text ? null : type?.includes('json') ? JSON.parse(text) : text;

/** A running server at EVAL_URL; every learner is the one EVAL_EMAIL account. */
function overHttp(base: string): EvalApp {
  const send: Send = async ({ method, url, body, cookie, lang }) => {
    const response = await fetch(new URL(url, base), {
      method,
      headers: {
        'accept-language': lang,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: bodyOf(text, response.headers.get('content-type')),
      setCookie: cookieOf(response.headers.getSetCookie()),
      retryAfter: Number(response.headers.get('retry-after') ?? 5),
    };
  };
  const email = process.env.EVAL_EMAIL;
  const password = process.env.EVAL_PASSWORD;
  if (!email || !password) throw new Error('EVAL_URL needs EVAL_EMAIL and EVAL_PASSWORD');
  return {
    where: base,
    learner: ({ lang }) => signIn(send, email, password, lang),
    close: async () => undefined,
  };
}

/** This process: a fresh PGlite, the content pack loaded, the app built; a new learner per call. */
async function inProcess(deps: Partial<AppDeps>): Promise<EvalApp> {
  const database = await openPglite();
  await database.migrate();
  await loadContent(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), 'mpu-eval'),
    SESSION_SECRET: randomBytes(24).toString('hex'),
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNTS: 'false',
  });
  const behaviour = process.env.EVAL_AI === 'fake-error' ? 'error' : 'answer';
  const fake = withFakeModel ? await startFakeModel({ behaviour }) : null;
  const model = fake ? { baseUrl: fake.url, apiKey: 'eval', model: 'fake' } : null;
  const app = await buildApp({
    database,
    env,
    logger: false,
    interviewModel: model ? remoteInterviewModel(model) : null,
    ...(model ? { aiEngine: remoteEngine(model) } : {}),
    ...deps,
  });
  await app.ready();
  const send: Send = async ({ method, url, body, cookie, lang }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      payload: body as object,
      headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    });
    return {
      status: response.statusCode,
      body: bodyOf(response.body, response.headers['content-type'] as string | undefined),
      setCookie: cookieOf(response.headers['set-cookie'] as string[] | undefined),
      retryAfter: Number(response.headers['retry-after'] ?? 5),
    };
  };
  let counter = 0;
  const password = 'eval-passwort-123';
  const hash = await hashPassword(password);
  return {
    where: fake ? `in-process, with the fake model (EVAL_AI=${process.env.EVAL_AI})` : 'in-process',
    async learner({ reason, lang }) {
      const email = `eval${++counter}@example.org`;
      const id = await database.db.transaction((tx) =>
        insertAccount(tx, {
          email,
          passwordHash: 'pending',
          reasons: [reason],
          role: 'user',
          verified: true,
          allPages: true,
        }),
      );
      await setPassword(database.db, id, hash);
      return signIn(send, email, password, lang);
    },
    async close() {
      await app.close();
      await database.close();
      await fake?.close();
    },
  };
}

/** The app for an eval part: EVAL_URL when set, else a fresh one in this process. */
export function openEvalApp(deps: Partial<AppDeps> = {}): Promise<EvalApp> {
  const base = process.env.EVAL_URL;
  return base ? Promise.resolve(overHttp(base)) : inProcess(deps);
}
