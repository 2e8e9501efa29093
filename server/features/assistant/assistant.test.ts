import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantPassages } from '../../db/schema/assistant.ts';
import { chapters, courses } from '../../db/schema/courses.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import { remoteEngine } from '../../integrations/ai/remote.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

function events(body: string) {
  return body
    .split('\n\n')
    .filter((chunk) => chunk.startsWith('data: '))
    .map(
      (chunk) =>
        JSON.parse(chunk.slice(6)) as {
          type: string;
          text?: string;
          engine?: string;
          sources?: { title: string; href: string; kind: string; context: string | null }[];
        },
    );
}
const textOf = (body: string) =>
  events(body)
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');

async function seedKnowledge(ctx: TestContext) {
  await ctx.db.insert(lexicon).values({
    term: 'Abstinenznachweis',
    category: 'Dokumentation',
    definition:
      'Ein Abstinenznachweis belegt mit Urin- oder Haaranalysen, dass Sie keinen Alkohol oder keine Drogen konsumieren.',
  });
  const [course] = await ctx.db.insert(courses).values({ title: 'Die MPU verstehen' }).returning();
  await ctx.db.insert(chapters).values({
    courseId: course!.id,
    title: 'Der Ablauf',
    content:
      '# Der Ablauf\n\nDie MPU dauert etwa zwei bis vier Stunden.\n\nDas psychologische Gespräch dauert etwa eine Stunde.',
  });
}

describe('assistant with the built-in offline engine', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedKnowledge(ctx);
  });
  afterAll(() => ctx.close());

  const chat = (
    cookie: string | undefined,
    payload: { messages?: unknown[] },
    url = '/api/assistant/chat',
    language = 'de',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { cookie, 'accept-language': language } : {},
      payload,
    });

  it('is for learners whose page is unlocked (issue 10)', async () => {
    const locked = await ctx.createUser({ deny: ['ai-assistant'] });
    const unlocked = await ctx.createUser({ deny: ['exam-trainer'] });
    const payload = { messages: [{ role: 'user', content: 'Hallo' }] };
    expect((await chat(undefined, payload)).statusCode).toBe(401);
    expect((await chat(locked.cookie, payload)).statusCode).toBe(403);
    expect((await chat(unlocked.cookie, payload)).statusCode).toBe(200);
  });

  it('streams an answer grounded in the glossary and the chapters', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const response = await chat(admin.cookie, {
      messages: [{ role: 'user', content: 'Wie lange dauert das psychologische Gespräch?' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const answer = textOf(response.body);
    expect(answer.startsWith('Das psychologische Gespräch dauert etwa eine Stunde.')).toBe(true);
    const [sources] = events(response.body);
    const [chapter] = await ctx.db.select().from(chapters);
    expect(sources?.sources?.[0]).toEqual({
      kind: 'chapter',
      title: 'Der Ablauf',
      context: 'Die MPU verstehen',
      contextLang: 'de',
      href: `/dashboard/courses/${chapter!.courseId}#kapitel-${chapter!.id}`,
      sourceKey: null,
      lang: 'de',
    });
    expect(events(response.body).at(-1)).toEqual({ type: 'done', engine: 'offline' });
    expect(
      (await ctx.app.inject({ url: '/api/assistant/engine', headers: { cookie: admin.cookie } })).json(),
    ).toEqual({
      engine: 'offline',
    });

    const inflected = textOf(
      (
        await chat(admin.cookie, {
          messages: [{ role: 'user', content: 'Welche Abstinenznachweise gibt es?' }],
        })
      ).body,
    );
    expect(inflected).toContain('Urin- oder Haaranalysen');
  });

  it('frames the answer in the interface language and says when it finds nothing', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const ask = (content: string, language: string) =>
      chat(admin.cookie, { messages: [{ role: 'user', content }] }, undefined, language);
    const nothing = await ask('Wie wird das Wetter morgen?', 'en');
    expect(textOf(nothing.body)).toContain('I cannot answer this question');
    expect(events(nothing.body)[0]).toEqual({ type: 'sources', sources: [] });
    expect(textOf((await ask('Wie lange dauert das Gespräch?', 'tr')).body)).toContain(
      'öğrenme içeriklerinden bir derlemedir',
    );
    const hello = await ask('Hallo!', 'de');
    expect(textOf(hello.body)).toContain('Guten Tag!');
    expect(events(hello.body).some((e) => e.type === 'sources')).toBe(false);
    expect(textOf((await ask('Hallo', 'fr')).body)).toContain('Guten Tag!'); // unknown: German
  });

  it('keeps its passages in sync when content changes', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const sourcesOf = async (content: string) =>
      events((await chat(admin.cookie, { messages: [{ role: 'user', content }] })).body)[0]?.sources?.map(
        (s) => s.title,
      );
    const [term] = await ctx.db
      .insert(lexicon)
      .values({
        term: 'Trinktagebuch',
        category: 'Dokumentation',
        definition: 'Ein Heft für jede Trinkmenge.',
      })
      .returning();
    expect(await sourcesOf('Was ist ein Trinktagebuch?')).toEqual(['Trinktagebuch']);
    await ctx.db
      .update(lexicon)
      .set({ definition: 'Notizen über Menge und Anlass.' })
      .where(eq(lexicon.id, term!.id));
    expect(await sourcesOf('Wozu Notizen über den Anlass?')).toEqual(['Trinktagebuch']);
    await ctx.db.delete(lexicon).where(eq(lexicon.id, term!.id));
    expect(await sourcesOf('Was ist ein Trinktagebuch?')).toEqual([]);

    const [chapter] = await ctx.db.select().from(chapters);
    await ctx.db
      .update(courses)
      .set({ mpuTypes: ['drugs'] })
      .where(eq(courses.id, chapter!.courseId));
    await ctx.db
      .update(chapters)
      .set({ content: 'Neu: Der Termin dauert einen Vormittag.' })
      .where(eq(chapters.id, chapter!.id));
    const passages = await ctx.db
      .select({ body: assistantPassages.body, mpuTypes: assistantPassages.mpuTypes })
      .from(assistantPassages)
      .where(eq(assistantPassages.originId, chapter!.id));
    expect(passages).toEqual([{ body: 'Neu: Der Termin dauert einen Vormittag.', mpuTypes: ['drugs'] }]);
  });

  it('validates turns: the last one is the learner’s, and not too long', async () => {
    const admin = await ctx.createUser({ role: 'admin', reason: 'points' });
    expect((await chat(admin.cookie, { messages: [] })).statusCode).toBe(400);
    expect((await chat(admin.cookie, { messages: [{ role: 'assistant', content: 'x' }] })).statusCode).toBe(
      400,
    );
    expect(
      (
        await chat(admin.cookie, {
          messages: [{ role: 'user', content: 'x'.repeat(2001) }],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('assistant with an OpenAI-compatible endpoint', () => {
  let server: Server;
  let ctx: TestContext;
  const received: { system: string; messages: number }[] = [];
  let failNext = 0;
  let closeUpstream = () => {};
  const upstreamClosed = new Promise<void>((resolve) => {
    closeUpstream = resolve;
  });

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      if (failNext-- > 0) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"busy"}}');
        return;
      }
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[]; stream: boolean };
      received.push({ system: body.messages[0]!.content, messages: body.messages.length });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (body.messages.at(-1)?.content.includes('ausführlich')) {
        // A slow model: one word, then nothing until the client goes away.
        res.write(
          `data: ${JSON.stringify({ id: '1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content: 'Also ' }, finish_reason: null }] })}\n\n`,
        );
        res.on('close', () => closeUpstream());
        return;
      }
      for (const word of ['Etwa ', 'eine ', 'Stunde.']) {
        res.write(
          `data: ${JSON.stringify({ id: '1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\n\n`,
        );
      }
      res.end('data: [DONE]\n\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestContext({
      aiEngine: remoteEngine({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test', model: 'm' }),
    });
    await seedKnowledge(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('streams the model’s answer and grounds the prompt in the app’s content', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    failNext = 1; // one 503 first: the client retries (SPEC §9 retry rules)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/assistant/chat',
      headers: { cookie: admin.cookie },
      payload: {
        messages: [{ role: 'user', content: 'Wie lange dauert das psychologische Gespräch?' }],
      },
    });
    expect(textOf(response.body)).toBe('Etwa eine Stunde.');
    expect(events(response.body).at(-1)).toEqual({ type: 'done', engine: 'remote' });
    expect(received[0]?.system).toContain('Das psychologische Gespräch dauert etwa eine Stunde.');
    expect(received[0]?.system).toContain('keine festen Preise');
    expect(received[0]?.messages).toBe(2);
  });

  it('aborts the upstream request when the browser disconnects', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = new AbortController();
    const response = await fetch(`${address}/api/assistant/chat`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'Erklären Sie bitte ausführlich den Ablauf der MPU.' }],
      }),
      signal: browser.signal,
    });
    const reader = response.body!.getReader();
    let seen = '';
    while (!seen.includes('"delta"')) seen += new TextDecoder().decode((await reader.read()).value);
    browser.abort();
    // The slow model never ends its answer by itself (and the client's own timeout is 600 s): the
    // upstream request closes only because the server aborted it.
    await upstreamClosed;
  });

  it('answers from the content, with a notice, when the endpoint fails for good', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    failNext = 10;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/assistant/chat',
      headers: { cookie: admin.cookie },
      payload: { messages: [{ role: 'user', content: 'Wie lange dauert die MPU?' }] },
    });
    expect(events(response.body)).toContainEqual({ type: 'notice', notice: 'model-late' });
    expect(textOf(response.body)).toContain('Stunde');
    expect(events(response.body).at(-1)).toEqual({ type: 'done', engine: 'offline' });
    failNext = 0;
  }, 30_000);
});
