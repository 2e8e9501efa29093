import { z } from 'zod';
import type { CaseWorkbook } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { AI_MAX_RETRIES, type AiLimits, DEFAULT_AI_LIMITS } from '../../integrations/ai/limits.ts';
import { lazyOpenAI } from '../../integrations/ai/openai-client.ts';
import type { Turn } from './engine.ts';

/**
 * The interviewer with an OpenAI-compatible model (AI_BASE_URL), used only after the learner's opt-in
 * (decision 050). The offline engine decides everything — the next question, contradictions, crisis
 * notes, the ratings and their caps; the model only rewords its texts so they follow on from what was
 * said. Any error, timeout (AI_INTERVIEW_SECONDS) or invalid answer throws; the service then keeps
 * the offline wording.
 */
export type InterviewModel = {
  /** The same texts reworded, one for one, in the same order. */
  reword: (texts: string[], input: ModelInput, signal: AbortSignal) => Promise<string[]>;
};

export type ModelInput = {
  reason: MpuType;
  turns: Turn[];
  workbook: CaseWorkbook | null;
  /** The learner's interface language: questions and report are written in it. */
  language?: Language;
};

export const REWORD_MAX = 60;

export const rewordSchema = z.object({
  texts: z.array(z.string().min(1).max(600)).max(REWORD_MAX),
});

const RULES = `Sie führen ein Übungsgespräch zur Vorbereitung auf das psychologische Gespräch der MPU.
Die vier Themen: Vorgeschichte (past), Ursachen (causes), Veränderung (change), Zukunft (future).
Regeln: Erfinden Sie keine Fakten über die Person (keine Promillewerte, Daten, Substanzen, Punkte oder Nachweise, die sie nicht genannt hat).
Keine Prognosen, keine Diagnosen oder Einstufungen (z. B. "abhängig", "A2"), keine Rechts- oder Medizinberatung.
Bleiben Sie neutral und sachlich; sprechen Sie Widersprüche ruhig an.`;

const TASK = `Aufgabe: Formulieren Sie die Texte des Interviewers unten so, dass sie natürlich an das Gespräch anknüpfen.
Inhalt, Absicht und Bewertung bleiben genau gleich: keine neue Frage, kein neues Urteil, nichts weglassen.
Zahlen, Einheiten und Zitate in Anführungszeichen bleiben wörtlich. Geben Sie genau so viele Texte in derselben Reihenfolge zurück.`;

/**
 * Which language the model writes in. The real MPU interview is German, so in Turkish and English the
 * German terms the assessor will use stay quoted in brackets, e.g. 'abstinans (Abstinenz)'.
 */
export const LANGUAGE_RULES: Record<Language, string> = {
  de: 'Sprache: Deutsch, Sie-Form.',
  tr: 'Sprache: Antworten Sie auf Türkisch (Anrede "siz"), in einfachen, kurzen Sätzen. Nennen Sie die deutschen Fachbegriffe, die die Gutachterin oder der Gutachter verwenden wird, in Klammern hinter dem türkischen Wort, z. B. "abstinans (Abstinenz)", "geri dönüş (Rückfall)". Zitate der Person bleiben wörtlich.',
  en: 'Sprache: Antworten Sie auf Englisch (Anrede "you"), in einfachen, kurzen Sätzen. Nennen Sie die deutschen Fachbegriffe, die die Gutachterin oder der Gutachter verwenden wird, in Klammern hinter dem englischen Wort, z. B. "abstinence (Abstinenz)", "relapse (Rückfall)". Zitate der Person bleiben wörtlich.',
};

/** The system instruction: the rules, the language, then the task. */
export const systemPrompt = (language: Language = 'de') => `${RULES}
${LANGUAGE_RULES[language]}

${TASK}`;

function transcript(turns: Turn[]): string {
  return turns
    .map((t) => `${t.role === 'learner' ? 'Person' : 'Interviewer'} [${t.topic}]: ${t.text}`)
    .join('\n');
}

/** What the model sees: reason, the workbook (opt-in), the conversation, then the texts to reword. */
export function context(input: ModelInput, texts: string[]): string {
  const workbook = input.workbook
    ? `Arbeitsbuch der Person (von ihr freigegeben):\n${JSON.stringify({ ...input.workbook, aiConsent: undefined })}`
    : 'Das Arbeitsbuch der Person ist nicht freigegeben.';
  return `MPU-Grund: ${input.reason}\n${workbook}\n\nGespräch bisher:\n${transcript(input.turns)}\n\nTexte:\n${JSON.stringify(texts)}`;
}

const figures = (text: string): string[] => text.match(/\d+(?:[.,]\d+)?/g) ?? [];

/** A rewording keeps every figure of the original (‰, dates, points); else the original stays. */
export const keepsFigures = (original: string, reworded: string) =>
  figures(original).every((figure) => figures(reworded).includes(figure));

export function remoteInterviewModel(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
  limits?: AiLimits;
}): InterviewModel {
  const limitMs = (config.limits ?? DEFAULT_AI_LIMITS).interviewMs;
  const client = lazyOpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: limitMs,
    maxRetries: AI_MAX_RETRIES,
  });

  return {
    async reword(texts, input, signal) {
      if (texts.length === 0 || texts.length > REWORD_MAX) return texts;
      // One deadline for the request and its retry: the learner waits at most AI_INTERVIEW_SECONDS.
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(limitMs)]);
      const completion = await (await client()).chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: 'system', content: systemPrompt(input.language) },
            { role: 'user', content: context(input, texts) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: 'reword',
              strict: true,
              schema: z.toJSONSchema(rewordSchema) as Record<string, unknown>,
            },
          },
        },
        { signal: deadline },
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error('empty model answer');
      const answer = rewordSchema.parse(JSON.parse(content));
      if (answer.texts.length !== texts.length) throw new Error('model changed the number of texts');
      return answer.texts.map((text, i) => {
        const original = texts[i]!;
        return text.trim() && keepsFigures(original, text) ? text.trim() : original;
      });
    },
  };
}
