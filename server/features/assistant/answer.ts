import de from '../../../common/i18n/de/assistant.json' with { type: 'json' };
import en from '../../../common/i18n/en/assistant.json' with { type: 'json' };
import type { Language } from '../../../common/i18n/languages.ts';
import tr from '../../../common/i18n/tr/assistant.json' with { type: 'json' };
import { paths } from '../../../common/paths.ts';
import type { AnswerPiece, AnswerSource } from '../../../common/schemas/assistant.ts';
import { foldTurkish } from '../../../common/text/fold.ts';
import { sentences as splitSentences } from '../../../common/text/sentences.ts';
import type { Hit } from './assistant.repo.ts';
import { isQuestionWord } from './question-words.ts';

const FRAME = { de: de.answer, en: en.answer, tr: tr.answer };
/** The sentences that follow the best one are added while the answer stays below this length. */
const MAX_ANSWER = 290;
/** Other sentences of the passage that answer the question as well are added up to this length. */
const MAX_WITH_MORE = 480;
/** A further sentence is quoted when it scores at least this share of the best one. */
const ALSO_AT = 0.5;

/** Lower case without umlauts or Turkish letters, cut to six letters: "Abstinenznachweise" and "abstinent" share "abstin". */
const root = (word: string) =>
  foldTurkish(
    word.toLocaleLowerCase('de').replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss'),
  ).slice(0, 6);
const words = (text: string) => text.match(/[\p{L}\p{N}]{4,}/gu) ?? [];
/** Numbers as written, with one decimal mark: "1,6" and "1.6" are the same figure. */
const numbers = (text: string) =>
  (text.match(/(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu) ?? []).map((n) =>
    n.replace(',', '.'),
  );
/** The keys a sentence shares with a question: word roots (function words left out) and numbers. */
const keysOf = (text: string, language: Language) => [
  ...words(text)
    .filter((w) => isQuestionWord(w.toLocaleLowerCase(language), language))
    .map(root),
  ...numbers(text).map((n) => `#${n}`),
];

/**
 * A question key found among a sentence's keys: the same number, or one word root beginning with
 * the other, so that Turkish and German endings do not hide a word ("puanım" – "puan", "Punkten" –
 * "Punkte").
 */
function sharedKeys(wanted: readonly string[], keys: readonly string[]): string[] {
  return wanted.filter((w) =>
    w.startsWith('#')
      ? keys.includes(w)
      : keys.some((k) => !k.startsWith('#') && (k.startsWith(w) || w.startsWith(k))),
  );
}

/** How much a key of the question weighs: rarer among the candidate sentences, more telling. */
export type KeyWeight = (key: string) => number;
const even: KeyWeight = () => 1;

/**
 * The weight of each key of the question by the sentences an answer can draw from (the found
 * passages): a word in every one of them ("MPU") tells less than one in two ("Ermahnung"); a number
 * the question names ("4 Punkte") weighs like the rarest word.
 */
export function keyWeights(texts: string[], question: string, language: Language): KeyWeight {
  const wanted = [...new Set(keysOf(question, language))];
  const all = texts.flatMap((text) => splitSentences(plain(text), language));
  const df = new Map<string, number>();
  for (const sentence of all)
    for (const key of sharedKeys(wanted, keysOf(sentence, language))) df.set(key, (df.get(key) ?? 0) + 1);
  const idf = (n: number) => Math.log(1 + all.length / n);
  return (key) => (key.startsWith('#') ? idf(1) : idf(df.get(key) ?? 1));
}

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

/** Each sentence of a passage with the question's keys it shares and their weight. */
function scoreSentences(
  body: string,
  question: string,
  language: Language,
  weight: KeyWeight,
  known: ReadonlySet<string> = new Set(),
) {
  const wanted = [...new Set(keysOf(question, language))];
  const sentences = splitSentences(plain(body), language).map((s) => s.trim());
  const shared = sentences.map((sentence) => sharedKeys(wanted, keysOf(sentence, language)));
  const scores = sentences.map((sentence, i) => {
    // A key an earlier source already answers counts half: the next source should add something.
    const score = shared[i]!.reduce((sum, key) => sum + weight(key) * (known.has(key) ? 0.5 : 1), 0);
    return sentence.endsWith('?') ? score / 10 : score;
  });
  return { sentences, scores, shared };
}

/**
 * The found passages in the order they answer the question, chosen one by one: the search's score
 * plus the best sentence's (or the title's: an exam question's title is a question like the
 * learner's) weight of the question's keys, each relative to the best candidate. A key an already
 * chosen source answers counts half, so a question with two parts gets a source for each. `hits`
 * may hold several sections of one chapter; one of them is chosen, the one that answers best.
 */
export function rerank(hits: Hit[], question: string, language: Language, keep: number): Hit[] {
  if (hits.length <= 1) return hits.slice(0, keep);
  const weight = keyWeights(
    hits.map((hit) => hit.body),
    question,
    language,
  );
  const evidence = (hit: Hit, known: ReadonlySet<string>) => {
    const text = scoreSentences(hit.body, question, hit.lang, weight, known);
    const title = scoreSentences(
      `${hit.title}. ${hit.heading}`.replace(/\?/g, '.'),
      question,
      hit.lang,
      weight,
      known,
    );
    const all = [
      ...text.scores.map((s, i) => ({ s, keys: text.shared[i]! })),
      ...title.scores.map((s, i) => ({ s, keys: title.shared[i]! })),
    ];
    return all.reduce((best, x) => (x.s > best.s ? x : best), { s: 0, keys: [] as string[] });
  };
  const topScore = Math.max(...hits.map((hit) => hit.score)) || 1;
  const topEvidence = Math.max(...hits.map((hit) => evidence(hit, new Set()).s)) || 1;
  const known = new Set<string>();
  const left = [...hits];
  const chosen: Hit[] = [];
  while (chosen.length < keep && left.length > 0) {
    const ranked = left.map((hit) => {
      const e = evidence(hit, known);
      return { hit, e, rank: hit.score / topScore + e.s / topEvidence };
    });
    const next = ranked.reduce((best, x) => (x.rank > best.rank ? x : best));
    chosen.push(next.hit);
    // One passage per origin: the chapter's section that answers best stands for the chapter.
    for (let i = left.length - 1; i >= 0; i--) if (left[i]!.originId === next.hit.originId) left.splice(i, 1);
    for (const key of next.e.keys) known.add(key);
  }
  return chosen;
}

/**
 * The sentences of a passage that answer the question best: the statement (not a question) whose
 * keys shared with the question weigh most (`weight`), begun one sentence earlier when it points back
 * ("Dann …"), plus the sentences after it while the answer stays short, plus the passage's other
 * sentences that answer the question nearly as well. Whole sentences only: a cut inside one could
 * take a figure apart ("4. | Auflage").
 */
export function bestSentences(
  body: string,
  question: string,
  language: Language,
  weight: KeyWeight = even,
  room = MAX_WITH_MORE,
): string {
  const { sentences, scores } = scoreSentences(body, question, language, weight);
  let best = 0;
  scores.forEach((score, i) => {
    if (score > scores[best]!) best = i;
  });
  const bestScore = scores[best]!;
  if (best > 0 && POINTS_BACK[language].test(sentences[best]!)) best--;
  const chosen = [best];
  let length = sentences[best]!.length;
  for (let i = best + 1; i < sentences.length; i++) {
    if (length + sentences[i]!.length > MAX_ANSWER) break;
    chosen.push(i);
    length += sentences[i]!.length;
  }
  const also = sentences
    .map((sentence, i) => ({ sentence, i }))
    .filter(
      ({ sentence, i }) =>
        bestScore > 0 &&
        !chosen.includes(i) &&
        scores[i]! >= ALSO_AT * bestScore &&
        !sentence.endsWith('?') &&
        !POINTS_BACK[language].test(sentence),
    )
    .sort((a, b) => scores[b.i]! - scores[a.i]! || a.i - b.i);
  const extra: number[] = [];
  for (const { sentence, i } of also) {
    if (length + sentence.length > room) continue;
    extra.push(i);
    length += sentence.length;
  }
  return [...chosen, ...extra.sort((a, b) => a - b)].map((i) => sentences[i]!).join(' ');
}

/** The in-app page that shows a passage's origin: one click opens the chapter, term, question set or news. */
export function sourceOf(hit: Hit): AnswerSource {
  const href = {
    chapter: `${paths.course(hit.parentId ?? '')}#kapitel-${hit.originId}`,
    term: `${paths.lexicon}?q=${encodeURIComponent(hit.title)}#begriff-${hit.originId}`,
    question: paths.quizQuestion(hit.parentId ?? '', hit.originId),
    news: `${paths.news}#news-${hit.originId}`,
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
  const weight = keyWeights(
    hits.map((hit) => hit.body),
    question,
    language,
  );
  const more = rest.map((hit) => ({
    text: `**${hit.title}**: ${bestSentences(hit.body, question, hit.lang, weight, MAX_ANSWER)}`,
    lang: hit.lang,
  }));
  return [
    { text: bestSentences(first!.body, question, first!.lang, weight), lang: first!.lang },
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
