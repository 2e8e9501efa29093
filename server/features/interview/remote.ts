import { z } from 'zod';
import { CASE_TOPICS, type CaseWorkbook } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { lazyOpenAI } from '../../integrations/ai/openai-client.ts';
import type { Turn } from './engine.ts';
import type { Rating } from './rating.ts';

/**
 * The interviewer with an OpenAI-compatible model (AI_BASE_URL): follow-ups and ratings as structured
 * output, validated with zod. Any error, timeout or invalid answer throws; the service then uses the
 * offline engine (the session stays as it is). The workbook is sent only with the learner's consent.
 */
export type InterviewModel = {
  followUp: (input: ModelInput, signal: AbortSignal) => Promise<string | null>;
  rate: (input: ModelInput, signal: AbortSignal) => Promise<Rating[]>;
};

export type ModelInput = {
  reason: MpuType;
  turns: Turn[];
  workbook: CaseWorkbook | null;
  /** The learner's interface language: questions and report are written in it. */
  language?: Language;
};

export const followUpSchema = z.object({
  /** A single follow-up question in the learner's language, or null when the answer needs none. */
  followUp: z.string().min(5).max(400).nullable(),
});

export const ratingSchema = z.object({
  topics: z
    .array(
      z.object({
        topic: z.enum(CASE_TOPICS),
        score: z.number().int().min(0).max(3).nullable(),
        reasons: z
          .array(z.object({ text: z.string().min(1).max(400), quote: z.string().max(400).nullable() }))
          .max(6),
        convincing: z.array(z.string().min(1).max(300)).max(6),
        missing: z.array(z.string().min(1).max(300)).max(6),
      }),
    )
    .length(4),
});

const RULES = `Sie führen ein Übungsgespräch zur Vorbereitung auf das psychologische Gespräch der MPU.
Die vier Themen: Vorgeschichte (past), Ursachen (causes), Veränderung (change), Zukunft (future).
Regeln: Erfinden Sie keine Fakten über die Person (keine Promillewerte, Daten, Substanzen, Punkte oder Nachweise, die sie nicht genannt hat).
Keine Prognosen, keine Diagnosen oder Einstufungen (z. B. "abhängig", "A2"), keine Rechts- oder Medizinberatung.
Bleiben Sie neutral und sachlich; sprechen Sie Widersprüche ruhig an.`;

/**
 * Which language the model writes in. The real MPU interview is German, so in Turkish and English the
 * German terms the assessor will use stay quoted in brackets, e.g. 'perhiz (Abstinenz)'.
 */
export const LANGUAGE_RULES: Record<Language, string> = {
  de: 'Sprache: Deutsch, Sie-Form.',
  tr: 'Sprache: Antworten Sie auf Türkisch (Anrede "siz"), in einfachen, kurzen Sätzen. Nennen Sie die deutschen Fachbegriffe, die die Gutachterin oder der Gutachter verwenden wird, in Klammern hinter dem türkischen Wort, z. B. "perhiz (Abstinenz)", "geri dönüş (Rückfall)". Zitate der Person bleiben wörtlich.',
  en: 'Sprache: Antworten Sie auf Englisch (Anrede "you"), in einfachen, kurzen Sätzen. Nennen Sie die deutschen Fachbegriffe, die die Gutachterin oder der Gutachter verwenden wird, in Klammern hinter dem englischen Wort, z. B. "abstinence (Abstinenz)", "relapse (Rückfall)". Zitate der Person bleiben wörtlich.',
};

/** The system instruction: the rules, the language, then the task. */
export const systemPrompt = (prompt: string, language: Language = 'de') =>
  `${RULES}
${LANGUAGE_RULES[language]}

${prompt}`;

function transcript(turns: Turn[]): string {
  return turns
    .map((t) => `${t.role === 'learner' ? 'Person' : 'Interviewer'} [${t.topic}]: ${t.text}`)
    .join('\n');
}

function context(input: ModelInput): string {
  const workbook = input.workbook
    ? `Arbeitsbuch der Person (von ihr freigegeben):\n${JSON.stringify({ ...input.workbook, aiConsent: undefined })}`
    : 'Das Arbeitsbuch der Person ist nicht freigegeben.';
  return `MPU-Grund: ${input.reason}\n${workbook}\n\nGespräch bisher:\n${transcript(input.turns)}`;
}

export function remoteInterviewModel(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per request; the session falls back to the offline engine after it (default 20 s). */
  timeoutMs?: number;
}): InterviewModel {
  const client = lazyOpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs ?? 20_000,
    maxRetries: 1,
  });

  async function ask<T>(
    schema: z.ZodType<T>,
    name: string,
    prompt: string,
    input: ModelInput,
    signal: AbortSignal,
  ) {
    const completion = await (await client()).chat.completions.create(
      {
        model: config.model,
        messages: [
          { role: 'system', content: systemPrompt(prompt, input.language) },
          { role: 'user', content: context(input) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name, strict: true, schema: z.toJSONSchema(schema) as Record<string, unknown> },
        },
      },
      { signal },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('empty model answer');
    return schema.parse(JSON.parse(content));
  }

  return {
    async followUp(input, signal) {
      const answer = await ask(
        followUpSchema,
        'follow_up',
        'Entscheiden Sie, ob die letzte Antwort eine Nachfrage braucht (zu vage, Schuld bei anderen, hoher Promillewert ohne Trinkgeschichte, Widerspruch zum Arbeitsbuch oder zu einer früheren Antwort). Wenn ja, stellen Sie genau eine kurze Nachfrage; sonst followUp = null.',
        input,
        signal,
      );
      return answer.followUp?.trim() || null;
    },
    async rate(input, signal) {
      const answer = await ask(
        ratingSchema,
        'interview_rating',
        'Bewerten Sie jedes der vier Themen mit 0–3 (null, wenn es nicht vorkam). Begründen Sie mit wörtlichen Zitaten der Person (quote muss wörtlich aus ihren Antworten stammen), nennen Sie, was überzeugt hat und was fehlte.',
        input,
        signal,
      );
      return answer.topics;
    },
  };
}
