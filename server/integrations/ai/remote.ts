import type { AiEngine, ReplyRequest } from './engine.ts';
import { lazyOpenAI } from './openai-client.ts';
import { systemPrompt } from './prompts.ts';

/**
 * Any OpenAI-compatible chat endpoint, streamed. The SDK's defaults are the spec's (§9): 600 s
 * timeout, 2 retries on 408/409/429/5xx with back-off up to 8 s, Retry-After honoured under 60 s.
 */
export function remoteEngine(config: { baseUrl: string; apiKey: string; model: string }): AiEngine {
  const client = lazyOpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey });
  return {
    kind: 'remote',
    async *reply(request: ReplyRequest, signal?: AbortSignal) {
      const stream = await (await client()).chat.completions.create(
        {
          model: config.model,
          stream: true,
          messages: [{ role: 'system', content: systemPrompt(request) }, ...request.turns],
        },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
