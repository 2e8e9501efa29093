import type { Language } from '../../../common/i18n/languages.ts';

/**
 * What the contradiction check reads (issue 25 "Contradictions across the whole case"), per
 * language, as regular expressions over the lower-cased text (Turkish folded: ş→s, ı→i …). A claim
 * is what a learner says about their own history; evidence is what the case (or an earlier answer)
 * says against it. contradictions.ts pairs them.
 */
export type ContradictionCues = {
  /** "Nothing before": no earlier offence, use or trouble. */
  noHistory: string[];
  /** "No relapse", or a relapse that "does not count". */
  noRelapse: string[];
  /** Complete abstinence without a single exception. */
  fullAbstinence: string[];
  /** A relapse, a positive test, or having used after the change (first person, past). */
  used: string[];
  /** A vague small number of points ("ein paar Punkte"). */
  fewPoints: string[];
  /** Only at weekends, only now and then. */
  rarely: string[];
  /** Every day or evening, several times a week. */
  often: string[];
  /** Denies being dependent. */
  noDependence: string[];
  /** Dependence named (a diagnosis, a clinic). */
  dependence: string[];
  /** Still drinks now. */
  drinksNow: string[];
  /** The change written as no alcohol at all. */
  noAlcohol: string[];
  /** Reports what the workbook says, or corrects it: the learner is not claiming it. */
  reported: string[];
  /** A verb of drinking or using, so that a count is about the learner's own amounts. */
  drinking: string[];
  /** Drinks that can be counted, and the number words before them. */
  drink: string;
  numbers: Record<string, number>;
};

const de: ContradictionCues = {
  noHistory: [
    'vorher (?:war|gab es) (?:\\p{L}+ )?nie',
    'vorher (?:war|gab es) nichts',
    'vorher nie',
    'das erste mal,? dass ich',
    'noch nie (?:\\p{L}+ ){0,3}(?:aufgefallen|erwischt|probleme|gefahren|genommen|probiert)',
    '(?:zum|das) ersten? mal (?:\\p{L}+ ){0,3}(?:probiert|genommen|getrunken|gefahren|erwischt|passiert)',
    'nie (?:was|etwas) (?:gewesen|vorgefallen)',
  ],
  noRelapse: [
    '(?:einen|keinen) rückfall hatte ich (?:\\p{L}+ )?(?:nicht|nie|keinen)',
    'keinen rückfall',
    'nie rückfällig',
    'rückfall (?:\\p{L}+ )?zählt nicht',
    'zählt nicht als rückfall',
  ],
  fullAbstinence: [
    'keinen tropfen',
    'bin ich clean',
    'nichts mehr (?:getrunken|genommen|geraucht|konsumiert)',
    'nie wieder (?:getrunken|genommen|geraucht|gekifft)',
    'kein einziges mal',
  ],
  used: [
    'rückfall',
    'rückfällig',
    'positiv',
    '(?:habe|hab|hatte) ich (?:\\p{L}+ ){0,4}(?:getrunken|gekifft|geraucht|genommen|konsumiert)',
  ],
  fewPoints: ['(?:ein paar|einige|wenige|paar) punkte'],
  noDependence: [
    'abhängig (?:war|bin) ich (?:\\p{L}+ )?nie',
    '(?:war|bin) (?:\\p{L}+ )?nie abhängig',
    'nicht abhängig',
  ],
  dependence: ['\\p{L}*abhängigkeit', 'abhängig'],
  drinksNow: [
    'trink\\p{L}* ich (?:\\p{L}+ ){0,3}(?:weiter|kaum noch|noch ab und zu|nur noch|gelegentlich|normal)',
    'trink\\p{L}* (?:ich )?jetzt (?:\\p{L}+ ){0,2}kontrolliert',
  ],
  noAlcohol: ['kein(?:en)? alkohol'],
  reported: [
    'fallbuch',
    'arbeitsbuch',
    'unterlagen',
    'geschrieben',
    'eingetragen',
    'stimmt nicht',
    'quatsch',
    'falsch',
    'beschönigt',
    'schöngeschrieben',
    'richtigstellen',
  ],
  drinking: ['trink\\p{L}*', 'getrunken', 'hatte', 'hab', 'habe', 'intus', 'gekifft', 'geraucht'],
  rarely: ['nur (?:noch )?am wochenende', 'nur ab und zu', 'höchstens mal', 'selten'],
  often: ['jeden (?:abend|tag)', 'täglich', '[3-7](?:[–-]\\d)? ?mal (?:die|pro|in der) woche'],
  drink:
    '\\p{L}*(?:bier|pils|wein|gläser|glas|schnäpse|schnaps|korn|wodka|sekt|kurze|flaschen|flasche|joints?)\\p{L}*',
  numbers: {
    ein: 1,
    eine: 1,
    einen: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    'ein paar': 3,
    paar: 3,
  },
};

const en: ContradictionCues = {
  noHistory: [
    'never (?:\\p{L}+ ){0,2}(?:before|used|been caught|had (?:any )?(?:trouble|problems))',
    'nothing before',
    '(?:only|just) tried (?:\\p{L}+ ){0,2}(?:twice|once)',
    'first time (?:i )?(?:ever )?(?:tried|took|used)',
    'the only times',
  ],
  noRelapse: ["(?:never|didn'?t) (?:\\p{L}+ )?relapse\\p{L}*", 'no relapse', "(?:doesn'?t|does not) count"],
  fullAbstinence: [
    'not a (?:single )?drop',
    "haven'?t touched",
    "(?:i'?m|i am|been) clean since",
    'not once',
  ],
  used: [
    'relapse\\p{L}*',
    'rückfall',
    'positive',
    '(?:i )?(?:drank|smoked|took|used|had) (?:\\p{L}+ ){0,3}(?:drinks?|beers?|wine|joints?|again)',
  ],
  fewPoints: ['(?:a few|a couple of|some) points'],
  noDependence: ["(?:was|am|i'?m) (?:\\p{L}+ )?(?:never|not) (?:an? )?(?:addict(?:ed)?|alcoholic|dependent)"],
  dependence: ['dependen\\p{L}*', 'addict\\p{L}*', 'alcoholism', 'abhängigkeit'],
  drinksNow: ['i (?:still )?drink (?:\\p{L}+ ){0,3}(?:now|still|only|a little|little bit)', 'now i drink'],
  noAlcohol: ['no alcohol', 'not a drop of alcohol'],
  reported: ['workbook', 'i wrote', 'i put', 'not true', 'was wrong', 'was a lie', 'honest version'],
  drinking: ['drink\\p{L}*', 'drank', 'had', 'smoked'],
  rarely: ['only (?:at|on) (?:the )?weekends?', 'only now and then', 'only sometimes', 'rarely'],
  often: ['every (?:evening|night|day)', 'daily', '[3-7] times a week'],
  drink: '\\p{L}*(?:beers?|pints?|glass(?:es)?|wines?|shots?|vodkas?|whiske?y|bottles?|joints?)',
  numbers: { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 },
};

const tr: ContradictionCues = {
  noHistory: [
    'daha once (?:\\p{L}+ ){0,3}hic',
    'oncesinde (?:\\p{L}+ ){0,2}hic',
    'ilk (?:kez|defa)',
    '(?:\\p{L}+ )?bir ilgim yoktu',
    'hic (?:boyle )?bir sey olmadi',
  ],
  noRelapse: ['nuks (?:\\p{L}+ )?(?:yok|olmadi|yasamadim)', '(?:nuks|ruckfall) sayilmaz'],
  fullAbstinence: [
    'tek damla',
    'bir kere bile',
    'hic (?:\\p{L}+ )?(?:icmedim|icmiyorum|kullanmadim|almadim)',
  ],
  used: ['nuks\\p{L}*', 'ruckfall', 'pozitif', '\\p{L}*(?:ictim|ictik|kullandim|aldim|cektim)'],
  fewPoints: ['birkac puan', 'biraz puan'],
  noDependence: ['bagimli (?:\\p{L}+ )?(?:degil\\p{L}*|olmadim)'],
  dependence: ['bagimlilik\\p{L}*', 'abhangigkeit'],
  drinksNow: ['simdi (?:\\p{L}+ ){0,3}iciyorum'],
  noAlcohol: ['alkol (?:de )?yok', 'icki yok', 'alkol kullanmiyorum'],
  reported: ['formda', 'defter\\p{L}*', 'yazmistim', 'yazdim', 'dogru degil', 'yanlis yazdim'],
  drinking: ['ic\\p{L}*', 'kullan\\p{L}*', 'cektim'],
  rarely: ['sadece hafta sonu\\p{L}*', 'ara sira', 'nadiren', 'sadece birkac kez\\p{L}*'],
  often: ['her (?:aksam|gun)', 'neredeyse her gun', 'haftada [3-7]'],
  drink: '\\p{L}*(?:bira|kadeh|sarap|raki|votka|bardak|duble|sise|joint)\\p{L}*',
  numbers: {
    bir: 1,
    iki: 2,
    uc: 3,
    dort: 4,
    bes: 5,
    alti: 6,
    yedi: 7,
    sekiz: 8,
    dokuz: 9,
    on: 10,
    birkac: 3,
  },
};

export const CONTRADICTION_CUES: Record<Language, ContradictionCues> = { de, en, tr };
