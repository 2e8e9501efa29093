import type { Language } from '../../../common/i18n/languages.ts';
import { foldTurkish } from '../../../common/text/fold.ts';

/**
 * Learners ask in their own words ("gekifft", "den Lappen los", "durchgefallen", "weed", "kavga",
 * "ehliyet"); the content writes the terms of the trade ("Cannabis", "Führerschein", "negatives
 * Gutachten", "saldırganlık", "sürücü belgesi"). Each entry maps everyday and slang words, as people
 * in Germany write them in forums and to consultancies, to the content's terms in that language; the
 * terms are added to the question before it is searched and its sentences are chosen. A word
 * boundary is a letter boundary; Turkish is matched without its letters (ş → s, ı → i …).
 */
type Entry = [pattern: string, terms: string];

const DE: Entry[] = [
  ['kiff|gekifft|joint|gras$|weed$|haschisch|hasch$|dope$|bekifft|thc-wert', 'Cannabis'],
  ['koks|gekokst|kokst', 'Kokain harte Drogen'],
  ['speed$|pep$|amphe', 'Amphetamin harte Drogen'],
  ['crystal|meth$', 'Methamphetamin harte Drogen'],
  ['ecstasy|xtc$|mdma|pillen eingeworfen', 'harte Drogen'],
  ['lappen|pappe$|schein los|schein weg', 'Führerschein Fahrerlaubnis'],
  ['führerscheinstelle|führerscheinbehörde|straßenverkehrsamt|strassenverkehrsamt', 'Fahrerlaubnisbehörde'],
  [
    'durchfall|durchgefallen|durchgerasselt|nicht bestanden|bestehen|bestanden|geschafft',
    'Gutachten positiv negativ Ergebnis',
  ],
  ['idiotentest', 'MPU'],
  [
    'nüchtern gewirkt|wirkte nüchtern|nüchtern wirk|nichts gemerkt|unauffällig|kein bisschen betrunken',
    'Ausfallerscheinungen Gewöhnung',
  ],
  ['ausrutscher|rückfällig|wieder getrunken|wieder gekifft', 'Rückfall'],
  ['hausarzt|hausärzt', 'Hausarztpraxis'],
  [
    'prügel|schlägerei|geschlagen|zugeschlagen|körperverletzung|verprügelt|handgreiflich',
    'Aggression Gewalt Straftat',
  ],
  ['pusten|gepustet|blasen|atemtest|alkoholtest', 'Atemalkohol'],
  [
    'zurückbekommen|zurückkriegen|wiederbekommen|wiederkriegen|wieder haben',
    'Neuerteilung neue Fahrerlaubnis',
  ],
  ['clean$|sauber$', 'abstinent Drogenfreiheit'],
  ['saufen|gesoffen|besoffen|betrunken', 'Alkohol'],
  ['flensburg', 'Punkte Fahreignungsregister'],
];

const EN: Entry[] = [
  ['weed$|joint|pot$|marijuana|marihuana|hash$|stoned|smoked', 'cannabis'],
  ['coke$|cocaine', 'cocaine hard drugs'],
  ['speed$|amphetamine', 'amphetamine hard drugs'],
  ['meth$|crystal', 'methamphetamine hard drugs'],
  ['ecstasy|mdma|pills$', 'hard drugs'],
  ['dui$|dwi$|drink[- ]driving|drunk driving|drunk', 'alcohol'],
  ['fail|flunk|pass$|passed$|passing$', 'report positive negative result'],
  ['get (?:it|my licen[cs]e) back|get back my licen[cs]e|regain', 'new driving licence'],
  ['family doctor|gp$', 'GP'],
  ['assault|fight|punch|beat (?:him|her|someone) up|brawl|violent', 'aggression violence criminal offence'],
  [
    '(?:seemed|looked|felt|appeared) (?:\\p{L}+ )?(?:fine|sober|normal)|no signs|did(?:n.t| not) notice',
    'typical signs of impairment tolerance',
  ],
  ['slip$|slipped|relapsed|fell off the wagon', 'relapse'],
  ['breathalys|breathalyz|breath test|blew into', 'breath alcohol'],
  ['clean$', 'abstinence drug-free'],
  ['flensburg', 'points driving aptitude register'],
];

const TR: Entry[] = [
  ['ot$|otu$|esrar|kenevir|marihuana|joint|kafa yap', 'esrar Cannabis'],
  ['kokain|koks', 'kokain ağır uyuşturucular'],
  ['amfetamin|speed$', 'amfetamin ağır uyuşturucular'],
  ['ehliyet', 'sürücü belgesi'],
  ['kavga|dovus|darp|yumruk|dovdum|saldir', 'saldırganlık şiddet suç'],
  ['kaldim|kalirsam|gecemedim|gecemez|gectim|gecer miyim|basarili|basarisiz', 'olumlu olumsuz rapor'],
  ['geri al|geri ver|geri kazan', 'yeni sürücü belgesi'],
  ['aile doktor|hausarzt|doktorumdan yazi', 'aile hekimi'],
  ['ayik|hic belirti|sarhos gorunm', 'özgü belirtiler alışkanlık'],
  ['tekrar ictim|tekrar icmeye|nuks', 'nüks'],
  ['ufle|alkol testi|nefes testi', 'nefes alkol'],
  ['temiz$|perhiz', 'abstinans'],
  ['flensburg', 'puan sicil'],
];

/** The alternatives of a pattern: split at `|` outside groups and classes only. */
export function alternativesOf(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) {
      parts.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(pattern.slice(start));
  return parts;
}

const compile = (entries: Entry[]) =>
  entries.map(([pattern, terms]) => ({
    pattern: new RegExp(
      alternativesOf(pattern)
        .map((p) =>
          p.endsWith('$')
            ? `(?<![\\p{L}\\p{N}])${p.slice(0, -1)}(?![\\p{L}\\p{N}])`
            : `(?<![\\p{L}\\p{N}])${p}`,
        )
        .join('|'),
      'iu',
    ),
    terms,
  }));
const ENTRIES: Record<Language, ReturnType<typeof compile>> = {
  de: compile(DE),
  en: compile(EN),
  tr: compile(TR.map(([pattern, terms]) => [foldTurkish(pattern), terms])),
};

/** The question with the content's terms for the learner's own words added at the end. */
export function withContentTerms(question: string, language: Language): string {
  const text = language === 'tr' ? foldTurkish(question.toLocaleLowerCase('tr')) : question;
  const added = ENTRIES[language].filter(({ pattern }) => pattern.test(text)).map(({ terms }) => terms);
  return added.length ? `${question} ${added.join(' ')}` : question;
}
