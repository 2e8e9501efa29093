import type { AiEngine, ReplyRequest } from './engine.ts';
import { AI_MAX_RETRIES, type AiLimits, DEFAULT_AI_LIMITS, withinLimits } from './limits.ts';
import { lazyOpenAI } from './openai-client.ts';
import { systemPrompt } from './prompts.ts';

/**
 * Any OpenAI-compatible chat endpoint, streamed within the limits (limits.ts): the SDK's own
 * timeout covers the wait for the response headers, one retry at most; withinLimits the tokens.
 */
export function remoteEngine(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
  limits?: AiLimits;
}): AiEngine {
  const limits = config.limits ?? DEFAULT_AI_LIMITS;
  const client = lazyOpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: limits.firstTokenMs,
    maxRetries: AI_MAX_RETRIES,
  });
  return {
    kind: 'remote',
    async *reply(request: ReplyRequest, signal?: AbortSignal) {
      async function* tokens(upstream: AbortSignal) {
        const stream = await (await client()).chat.completions.create(
          {
            model: config.model,
            stream: true,
            messages: [{ role: 'system', content: systemPrompt(request) }, ...request.turns],
          },
          { signal: upstream },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      }
      yield* withinLimits(async (upstream) => tokens(upstream), limits, signal);
    },
  };
}
