import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A fake OpenAI-compatible chat endpoint on loopback (POST /chat/completions) for tests, e2e and the
 * eval: it answers, hangs, is slow to the first token, stalls mid-stream or fails, as told. The
 * behaviour comes from the options or, per request, from a marker in the last user message
 * (`[hang]`, `[slow]`, `[stall]`, `[error]`), so one running fake serves every case.
 */
export type FakeBehaviour = 'answer' | 'hang' | 'slow' | 'stall' | 'error';

export type FakeModelOptions = {
  /** Default 'answer'; a marker in the last user message wins. */
  behaviour?: FakeBehaviour;
  /** 'slow': milliseconds before the first token (default 2 s). */
  slowMs?: number;
  /** The answer's text (streamed word by word); structured requests get `structured` instead. */
  text?: string;
  /** The JSON a `response_format: json_schema` request gets (default: `defaultStructured`). */
  structured?: (body: ChatBody) => unknown;
  port?: number;
};

export type ChatBody = {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string } };
};

const MARKERS: FakeBehaviour[] = ['hang', 'slow', 'stall', 'error'];

export const FAKE_ANSWER = 'Das ist die Antwort des Testmodells zu Ihrer Frage.';

/** Rewords the texts of a `rephrase` request (the JSON list after "Texte:"): each gets a prefix. */
export function defaultStructured(body: ChatBody): unknown {
  const user = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const list = user.slice(user.lastIndexOf('Texte:') + 'Texte:'.length).trim();
  const texts = list.startsWith('[') ? (JSON.parse(list) as string[]) : [];
  return { texts: texts.map((text) => `Modell: ${text}`) };
}

function behaviourOf(body: ChatBody, fallback: FakeBehaviour): FakeBehaviour {
  const text = JSON.stringify(body.messages.at(-1)?.content ?? '');
  return MARKERS.find((marker) => text.includes(`[${marker}]`)) ?? fallback;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export async function startFakeModel(options: FakeModelOptions = {}) {
  const requests: ChatBody[] = [];
  /** Requests the client gave up before the fake finished them (aborted upstream). */
  let aborted = 0;
  const open = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw: Buffer[] = [];
    for await (const part of request) raw.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(raw).toString('utf8')) as ChatBody;
    requests.push(body);
    open.add(response);
    response.on('close', () => {
      open.delete(response);
      if (!response.writableFinished) aborted++;
    });
    const behaviour = behaviourOf(body, options.behaviour ?? 'answer');
    if (behaviour === 'hang') return;
    if (behaviour === 'error') {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      return;
    }
    if (body.response_format?.type === 'json_schema') {
      if (behaviour === 'slow' || behaviour === 'stall') await sleep(options.slowMs ?? 2000);
      const content = JSON.stringify((options.structured ?? defaultStructured)(body));
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'fake',
          object: 'chat.completion',
          created: 0,
          model: 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.flushHeaders();
    if (behaviour === 'slow') await sleep(options.slowMs ?? 2000);
    const words = (options.text ?? FAKE_ANSWER).match(/\S+\s*/g) ?? [];
    for (const [i, word] of words.entries()) {
      if (response.destroyed) return;
      response.write(chunk(word));
      if (behaviour === 'stall' && i === 1) return;
      await sleep(5);
    }
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get aborted() {
      return aborted;
    },
    /** Resolves once no request is open any more (the client closed or the fake finished them). */
    async settled(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 && Date.now() < deadline) await sleep(10);
      return open.size === 0;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeModel = Awaited<ReturnType<typeof startFakeModel>>;
