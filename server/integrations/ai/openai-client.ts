import type OpenAI from 'openai';

/**
 * An OpenAI SDK client made at its first use: the SDK is about 240 modules, loaded on the first
 * model request instead of at every start (decision 033).
 */
export function lazyOpenAI(
  options: NonNullable<ConstructorParameters<typeof OpenAI>[0]>,
): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () => {
    client ??= import('openai').then(({ default: SDK }) => new SDK(options));
    return client;
  };
}
