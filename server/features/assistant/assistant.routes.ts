import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { type ChatEvent, chatRequest, engineResponse } from '../../../common/schemas/assistant.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUser } from '../../plugins/session.ts';
import type { AssistantService } from './assistant.service.ts';

const STREAM_GRACE_MS = 10_000;

const sse = (event: ChatEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * POST /api/assistant/chat — for learners whose page 'ai-assistant' is unlocked (issue 10). The answer
 * streams as server-sent events; nothing of the conversation is stored on the server.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{
  assistant: AssistantService;
  limiter: RateLimiter;
}> = async (app, { assistant, limiter }) => {
  // SIGTERM (main.ts → app.close()): running answers get a few seconds, then end with a last event.
  const streams = new Set<AbortController>();
  app.addHook('preClose', async () => {
    setTimeout(() => {
      for (const stream of streams) stream.abort();
    }, STREAM_GRACE_MS).unref();
  });

  app.get('/engine', { schema: { response: { 200: engineResponse } } }, async () => ({
    engine: assistant.engineKind,
  }));

  app.post(
    '/chat',
    { config: { rateLimited: true }, schema: { body: chatRequest } },
    async (request, reply) => {
      const user = currentUser(request);
      await limiter.hit(`assistant:${user.id}`, 30, 300);
      // The browser went away before the answer was complete: stop the upstream request too.
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) abort.abort();
      });
      streams.add(abort);

      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Accel-Buffering': 'no',
      });
      try {
        const answer = await assistant.reply(
          request.body,
          contentLanguage(request),
          effectiveReasons(user),
          abort.signal,
        );
        if (answer.sources) reply.raw.write(sse({ type: 'sources', sources: answer.sources }));
        // After a model notice the rules engine wrote the answer, and `done` says so.
        let engine = assistant.engineKind;
        for await (const piece of answer.text) {
          if (abort.signal.aborted) throw new Error('stream stopped');
          if ('notice' in piece) engine = 'offline';
          reply.raw.write(
            sse('notice' in piece ? { type: 'notice', notice: piece.notice } : { type: 'delta', ...piece }),
          );
        }
        reply.raw.write(sse({ type: 'done', engine }));
      } catch (error) {
        if (!abort.signal.aborted) request.log.error({ err: error }, 'assistant reply failed');
        reply.raw.write(sse({ type: 'error' }));
      }
      streams.delete(abort);
      reply.raw.end();
    },
  );
};
