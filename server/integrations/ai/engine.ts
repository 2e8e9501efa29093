import type { MpuType } from '../../../common/domain/mpu.ts';

/** What the assistant and the exam trainer ask of a language engine. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type Passage = { title: string; text: string; source: string };

export type ReplyRequest = {
  mode: 'assistant' | 'trainer';
  turns: ChatTurn[];
  /** Passages from the app's own content that match the question (assistant mode). */
  passages: Passage[];
  /** The learner's MPU reasons, for the trainer's questions. */
  reasons: MpuType[];
};

export type AiEngine = {
  kind: 'offline' | 'remote';
  reply: (request: ReplyRequest, signal?: AbortSignal) => AsyncIterable<string>;
};
