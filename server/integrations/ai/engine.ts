import type { Language } from '../../../common/i18n/languages.ts';

/**
 * A remote language model the assistant may use (any OpenAI-compatible endpoint, remote.ts). Without
 * one the assistant composes its answers itself from the app's content (features/assistant/answer.ts).
 */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type Passage = { title: string; text: string; source: string };

export type ReplyRequest = {
  turns: ChatTurn[];
  /** The learner's interface language: the model answers in it (German terms in brackets). */
  language?: Language;
  /** Passages from the app's own content that match the question. */
  passages: Passage[];
};

export type AiEngine = {
  kind: 'remote';
  reply: (request: ReplyRequest, signal?: AbortSignal) => AsyncIterable<string>;
};
