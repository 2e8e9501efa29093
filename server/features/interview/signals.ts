import type { CaseTopic } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Trigger } from './bank.ts';

/**
 * What an answer says, read with plain word lists (INTERVIEW-GUIDE §b red flags and follow-up
 * triggers). Heuristics for a practice aid: they choose questions, they never judge a person.
 */
const words = (...list: string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${list.join('|')})(?![\\p{L}])`, 'iu');

const BLAME = words(
  'pech',
  'zufall',
  'zufällig',
  'glück gehabt',
  'alle anderen',
  'machen alle',
  'macht jeder',
  'jeder macht',
  'andere fahren',
  'andere trinken',
  'die polizei',
  'polizisten?',
  'blitzer',
  'abzocke',
  'mein chef',
  'meine chefin',
  'mein partner',
  'meine partnerin',
  'meine frau',
  'mein mann',
  'meine freundin',
  'mein freund',
  'die freunde',
  'der andere hat angefangen',
  'die anderen',
  'nicht meine schuld',
  'nichts dafür',
  'übertrieben',
  'schuld war',
  'schuld waren',
);
const VAGUE = words(
  'ein paar',
  'ab und zu',
  'ganz normal',
  'normal',
  'irgendwie',
  'manchmal',
  'gelegentlich',
  'bisschen',
  'etwas',
  'wenig',
  'nicht so viel',
  'nicht viel',
  'halt so',
  'eigentlich',
  'öfter mal',
);
const NUMBER = words(
  '\\d+',
  'eins',
  'ein(?:e|en|em)? (?:glas|gläser|bier|flasche)',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'zwanzig',
  'dreißig',
  'täglich',
  'jeden tag',
  'jedes wochenende',
  'wöchentlich',
);
const DATE = words(
  '\\d{1,2}\\.\\s?\\d{1,2}\\.(?:\\d{2,4})?',
  '\\d{4}',
  'januar',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
  'seit \\d+',
  'seit (?:einem|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|achtzehn) (?:jahr|jahren|monat|monaten|woche|wochen)',
);
const RECENT = words(
  'seit kurzem',
  'seit ein paar tagen',
  'seit letzter woche',
  'seit gestern',
  'ab jetzt',
  'ab morgen',
);
const CHANGE = words(
  'aufgehört',
  'nicht mehr',
  'nichts mehr',
  'keinen alkohol',
  'abstinent',
  'verzichte',
  'seitdem',
  'heute',
  'inzwischen',
  'anders',
);
const THERAPY = words(
  'therapie',
  'beratung',
  'berater(?:in)?',
  'selbsthilfe',
  'psycholog\\p{L}*',
  'kurs',
  'seminar',
  'training',
);
const LEARNT = words('gelernt', 'erkannt', 'verstanden', 'gemerkt', 'mitgenommen', 'bewusst geworden');
const NO_RISK = words(
  'keine gefahr',
  'kein risiko',
  'nie wieder',
  'nie mehr',
  'passiert mir nicht',
  'kein problem mehr',
  'im griff',
  'keine gefahren',
);
const ONLY_FEW = words(
  'nur am wochenende',
  'nur diese',
  'nur ein paar mal',
  'nur einmal',
  'nur selten',
  'das erste mal',
  'zum ersten mal',
  'nie vorher',
  'noch nie',
  'einmalig',
  'eine ausnahme',
  'ausnahmsweise',
);
const SELF_CHECK = words(
  'merke (?:das|ich) schon',
  'merke ich',
  'spüre ich',
  'ich weiß,? wann',
  'fühle mich fit',
  'fühlte mich fit',
  'war fit',
);
const CONTROLLED = words(
  'nur noch wenig',
  'kontrolliert',
  'ab und zu ein',
  'mal ein glas',
  'mal ein bier',
  'in maßen',
  'nur noch gelegentlich',
  'nur noch am wochenende',
);
const OWN_SHARE = words(
  'ich habe',
  'habe ich',
  'mein fehler',
  'meine schuld',
  'mein anteil',
  'meine verantwortung',
  'ich war',
  'ich wollte',
  'ich hätte',
  'ich selbst',
  'von mir aus',
);
const EXAMPLE = words(
  'zum beispiel',
  'letzte woche',
  'letzten monat',
  'gestern',
  'neulich',
  'vor kurzem',
  'als ich',
  'einmal',
  'beispiel',
);
const DENIAL = words(
  'weiß ich nicht',
  'weiß nicht',
  'keine ahnung',
  'stimmt nicht',
  'war nicht so',
  'kann mich nicht erinnern',
  'geht sie nichts an',
);
const HISTORY = words(
  'jahre',
  'jahren',
  'früher',
  'regelmäßig',
  'jedes wochenende',
  'jeden abend',
  'immer mehr',
  'mit der zeit',
  'seit meiner jugend',
);
const UNDETECTED = words(
  'schon öfter',
  'vorher schon',
  'ohne dass',
  'nicht das erste mal',
  'öfter gefahren',
  'mehrmals',
  'schon mal gefahren',
);
const FUNCTION = words(
  'entspann\\p{L}*',
  'stress',
  'druck',
  'abschalten',
  'dazugehören',
  'dazugehörig',
  'belohn\\p{L}*',
  'mut',
  'zeit gewinnen',
  'zeit sparen',
  'ärger',
  'wut',
  'gefühl\\p{L}*',
  'einsam\\p{L}*',
  'langeweile',
  'lockerer',
  'sorgen',
  'schmerz\\p{L}*',
  'schlaf\\p{L}*',
  'angst',
);
const SUBSTITUTE = words(
  'stattdessen',
  'statt',
  'sport',
  'laufen',
  'spazieren',
  'rede',
  'reden',
  'gruppe',
  'anrufen',
  'plane',
  'puffer',
  'früher los',
);
const RISK = words(
  'feier\\p{L}*',
  'party',
  'streit',
  'stress',
  'situation\\p{L}*',
  'druck',
  'trennung',
  'alte freunde',
  'alten freunde',
  'urlaub',
  'feierabend',
  'zeitdruck',
  'verspät\\p{L}*',
);
const WARNING = words(
  'merke',
  'anzeichen',
  'warnzeichen',
  'wenn ich',
  'gedanken',
  'unruhig',
  'gereizt',
  'schlecht schlafe',
  'ausreden',
);
const LAPSE = words(
  'anrufen',
  'hilfe',
  'berat\\p{L}*',
  'taxi',
  'nicht fahren',
  'schlüssel',
  'sofort',
  'melde mich',
  'abholen',
  'öffentlich\\p{L}*',
);
const ABSTINENT_CLAIM = words(
  'keinen alkohol mehr',
  'trinke nichts mehr',
  'trinke gar nicht',
  'abstinent',
  'keinen tropfen',
  'nehme nichts mehr',
  'kein cannabis mehr',
);
const STILL_USING = words(
  'trinke (?:noch|ab und zu|gelegentlich|mal|nur noch)',
  'ab und zu ein bier',
  'mal ein glas',
  'kiffe (?:noch|ab und zu|gelegentlich)',
);
const FIRST_TIME = words(
  'das erste mal',
  'zum ersten mal',
  'nie vorher',
  'noch nie (?:betrunken|so|nach dem trinken|unter einfluss) gefahren',
);

const CRISIS = words(
  'suizid\\p{L}*',
  'umbringen',
  'nicht mehr leben',
  'lebensmüde',
  'mir (?:etwas|was) antun',
  'entzugserscheinung\\p{L}*',
  'trinke (?:gerade|zurzeit|im moment) wieder',
);

/** Signs of a crisis (INTERVIEW-GUIDE §d): the interviewer pauses and shows where to get help. */
export const inCrisis = (text: string) => CRISIS.test(text);

export type AnswerSignals = {
  words: number;
  /** ‰ values the learner named ("1,9 Promille", "1.2 ‰"). */
  bac: number | null;
  /** Points the learner named ("8 Punkte"). */
  points: number | null;
  blame: string | null;
  vague: string | null;
  hasNumber: boolean;
  hasDate: boolean;
  recent: string | null;
  mentionsChange: boolean;
  therapy: string | null;
  learnt: boolean;
  noRisk: string | null;
  onlyFew: string | null;
  selfCheck: string | null;
  controlled: string | null;
  ownShare: string | null;
  example: string | null;
  denial: string | null;
  history: string | null;
  undetected: string | null;
  function: string | null;
  substitute: string | null;
  risk: string | null;
  warning: string | null;
  lapse: string | null;
  abstinentClaim: string | null;
  stillUsing: string | null;
  firstTime: string | null;
};

/** The sentence of `text` that contains the first match of `pattern` (for quoting the learner). */
function hit(text: string, pattern: RegExp): string | null {
  const match = pattern.exec(text);
  if (!match) return null;
  return sentenceAt(text, match.index + match[0].length / 2);
}

/** The sentence around a character position, at most about 160 characters. */
export function sentenceAt(text: string, position: number): string {
  const start =
    Math.max(
      text.lastIndexOf('.', position - 1),
      text.lastIndexOf('!', position - 1),
      text.lastIndexOf('?', position - 1),
    ) + 1;
  const ends = ['.', '!', '?'].map((c) => text.indexOf(c, position)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) + 1 : text.length;
  return shorten(text.slice(start, end).trim());
}

export function shorten(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))} …`;
}

const perMille = /(\d+(?:[.,]\d+)?)\s*(?:‰|promille)/i;
const pointsPattern = /(\d+)\s*punkte?n?\b/i;

export function readAnswer(text: string): AnswerSignals {
  const bacMatch = perMille.exec(text);
  const pointsMatch = pointsPattern.exec(text);
  return {
    words: text.trim().split(/\s+/).filter(Boolean).length,
    bac: bacMatch ? Number(bacMatch[1]!.replace(',', '.')) : null,
    points: pointsMatch ? Number(pointsMatch[1]) : null,
    blame: hit(text, BLAME),
    vague: hit(text, VAGUE),
    hasNumber: NUMBER.test(text),
    hasDate: DATE.test(text),
    recent: hit(text, RECENT),
    mentionsChange: CHANGE.test(text),
    therapy: hit(text, THERAPY),
    learnt: LEARNT.test(text),
    noRisk: hit(text, NO_RISK),
    onlyFew: hit(text, ONLY_FEW),
    selfCheck: hit(text, SELF_CHECK),
    controlled: hit(text, CONTROLLED),
    ownShare: hit(text, OWN_SHARE),
    example: hit(text, EXAMPLE),
    denial: hit(text, DENIAL),
    history: hit(text, HISTORY),
    undetected: hit(text, UNDETECTED),
    function: hit(text, FUNCTION),
    substitute: hit(text, SUBSTITUTE),
    risk: hit(text, RISK),
    warning: hit(text, WARNING),
    lapse: hit(text, LAPSE),
    abstinentClaim: hit(text, ABSTINENT_CLAIM),
    stillUsing: hit(text, STILL_USING),
    firstTime: hit(text, FIRST_TIME),
  };
}

/** From about 1.6 ‰ assessors assume long heavy drinking with tolerance (INTERVIEW-GUIDE §b 1). */
export const HIGH_BAC = 1.6;

/**
 * The follow-up triggers an answer sets off, most telling first, with the words to quote.
 * `knownBac` is the workbook's value, so a "one-off" story at a high value is noticed too.
 */
export function triggersOf(
  signals: AnswerSignals,
  context: { topic: CaseTopic; reason: MpuType; knownBac: number | null },
): { trigger: Trigger; quote: string | null }[] {
  const found: { trigger: Trigger; quote: string | null }[] = [];
  const bac = signals.bac ?? context.knownBac;
  if (
    context.reason === 'alcohol' &&
    bac !== null &&
    bac >= HIGH_BAC &&
    (signals.bac !== null || signals.onlyFew || signals.vague)
  ) {
    found.push({ trigger: 'high-bac', quote: null });
  }
  if (signals.blame) found.push({ trigger: 'blame', quote: signals.blame });
  if (signals.onlyFew) found.push({ trigger: 'only-few', quote: signals.onlyFew });
  if (signals.noRisk) found.push({ trigger: 'no-risk', quote: signals.noRisk });
  if (signals.selfCheck) found.push({ trigger: 'self-check', quote: signals.selfCheck });
  if (signals.controlled && (context.reason === 'drugs' || (bac !== null && bac >= HIGH_BAC))) {
    found.push({ trigger: 'plan-fit', quote: signals.controlled });
  }
  if (context.topic === 'change' && (signals.recent || (signals.mentionsChange && !signals.hasDate))) {
    found.push({ trigger: 'no-date', quote: signals.recent });
  }
  if (signals.therapy && !signals.learnt) found.push({ trigger: 'therapy', quote: signals.therapy });
  if ((signals.vague && !signals.hasNumber && !signals.example) || signals.words < 6) {
    found.push({ trigger: 'vague', quote: signals.vague });
  }
  return found;
}
