import de from '../../../common/i18n/de/assistant.json' with { type: 'json' };
import en from '../../../common/i18n/en/assistant.json' with { type: 'json' };
import type { Language } from '../../../common/i18n/languages.ts';
import tr from '../../../common/i18n/tr/assistant.json' with { type: 'json' };
import { paths } from '../../../common/paths.ts';
import type { AnswerPiece, AnswerSource } from '../../../common/schemas/assistant.ts';
import { sentences as splitSentences } from '../../../common/text/sentences.ts';
import type { Hit } from './assistant.repo.ts';

const FRAME = { de: de.answer, en: en.answer, tr: tr.answer };
/** Sentences after the best one are added while the answer stays below this length. */
const MAX_ANSWER = 290;

/** Lower case without umlauts, cut to six letters: "Abstinenznachweise" and "abstinent" share "abstin". */
const root = (word: string) =>
  word
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .slice(0, 6);
const roots = (text: string) => (text.match(/[\p{L}\p{N}]{4,}/gu) ?? []).map(root);

export const plain = (text: string) =>
  text
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/[#*_>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Sentence openings that point back to the sentence before ("Dann …", "This …", "Bu yüzden …"). */
const POINTS_BACK: Record<Language, RegExp> = {
  de: /^(?:dann|deshalb|daher|darum|dabei|dafür|dazu|dies|so|also|außerdem|daneben|trotzdem|aber|denn|damit|dort|hier)\b/iu,
  en: /^(?:then|so|therefore|it|they|also|but|however|there|here)\b/iu,
  tr: /^(?:bunu|bunun|bu yüzden|bu nedenle|ayrıca|ama|ancak|yani|onu|orada)\b/iu,
};

/**
 * The sentences of a passage that answer the question best: the statement (not a question) sharing
 * the most word roots with the question, begun one sentence earlier when it points back ("Dann …"),
 * plus the sentences after it while the answer stays short. Whole sentences only: a cut inside one
 * could take a figure apart ("4. | Auflage").
 */
export function bestSentences(body: string, question: string, language: Language): string {
  const wanted = new Set(roots(question));
  const sentences = splitSentences(plain(body), language).map((s) => s.trim());
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, i) => {
    const shared = new Set(roots(sentence).filter((r) => wanted.has(r))).size;
    const score = sentence.endsWith('?') ? shared / 10 : shared;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  if (best > 0 && POINTS_BACK[language].test(sentences[best]!)) best--;
  let answer = sentences[best]!;
  for (let i = best + 1; i < sentences.length; i++) {
    const next = sentences[i]!;
    if (answer.length + next.length > MAX_ANSWER) break;
    answer = `${answer} ${next}`;
  }
  return answer;
}

/** The in-app page that shows a passage's origin: one click opens the chapter, term, question set or news. */
export function sourceOf(hit: Hit): AnswerSource {
  const href = {
    chapter: `${paths.course(hit.parentId ?? '')}#kapitel-${hit.originId}`,
    term: `${paths.lexicon}?q=${encodeURIComponent(hit.title)}`,
    question: paths.quizCategory(hit.parentId ?? ''),
    news: paths.news,
  }[hit.kind];
  return {
    kind: hit.kind,
    title: hit.title,
    context: hit.parentTitle,
    contextLang: hit.parentLang,
    href,
    sourceKey: hit.sourceKey,
    lang: hit.lang,
  };
}

/** One passage per origin (a chapter's best section stands for the chapter), best first. */
export function distinctOrigins(hits: Hit[], limit: number): Hit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(hit.originId) && seen.add(hit.originId)).slice(0, limit);
}

/**
 * The offline answer, one piece per paragraph: the best sentences of the best passage first (its
 * first sentence answers the question), then what the other sources
 * add, framed in the interface language; the passages are in that language where the item has a
 * translation (German otherwise: the paragraph and the source then say lang 'de'). The sources' links
 * travel separately (the `sources` event) and show under the answer.
 */
export function composeAnswer(
  hits: Hit[],
  question: string,
  language: Language,
  covered = true,
): AnswerPiece[] {
  const frame = FRAME[language];
  if (hits.length === 0) return [{ text: frame.uncovered }];
  if (!covered)
    return [
      { text: frame.uncovered },
      { text: frame.related },
      ...hits.map((hit) => ({ text: `- ${hit.title}`, lang: hit.lang })),
    ];
  const [first, ...rest] = hits;
  const more = rest.map((hit) => ({
    text: `**${hit.title}**: ${bestSentences(hit.body, question, hit.lang)}`,
    lang: hit.lang,
  }));
  return [
    { text: bestSentences(first!.body, question, first!.lang), lang: first!.lang },
    ...(more.length ? [{ text: frame.more }, ...more] : []),
    { text: frame.disclaimer },
  ];
}

const GREETING =
  /^(hallo|hi|hey|moin|servus|guten (morgen|tag|abend)|merhaba|selam|iyi günler|hello|good (morning|afternoon|evening))[\s!.,?]*$/iu;

/** A greeting gets a greeting back (with what the assistant can do), not a search. */
export function greeting(question: string, language: Language): string | null {
  return GREETING.test(question.trim()) ? FRAME[language].greeting : null;
}
