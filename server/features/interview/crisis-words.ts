import type { Language } from '../../../common/i18n/languages.ts';
import { tr } from './crisis-words-tr.ts';

/**
 * The cues the crisis check reads (INTERVIEW-GUIDE §d, §f "Crisis, in four kinds"), per language:
 * regular expressions over the lower-cased answer (Turkish also folded to its keyboard-less letters,
 * ş→s, ı→i …). A cue names a state or an intention, in the grammatical person and tense that makes it
 * one ("mich umbringen", not "bringt mich um"; "zittern mir", not "gezittert"); crisis.ts adds what
 * a word list cannot: negation before the cue, past sentences and quoted speech.
 */
export type CrisisCues = {
  /** Suicidal thoughts, explicit or indirect, and hopelessness about life as a whole. */
  suicidal: string[];
  /** Help or recovery now: with a suicidal cue in a past sentence, a past crisis with support. */
  support: string[];
  /** Withdrawal signs in the present. */
  symptom: string[];
  /** Current heavy use, needing the substance, or having just stopped or run out. */
  use: string[];
  /** Threats of violence against someone else. */
  threat: string[];
  /** Under the influence during this session. */
  intoxicated: string[];
  /** A sentence set in the past by its time words ("damals", "used to", "eskiden"). */
  earlier: string[];
  /** Past tenses: a suicidal cue in such a sentence may be a past crisis. */
  tense: string[];
  /** A negator shortly before a cue turns it round ("keine Suizidgedanken"). */
  negator: string;
  /** A negation right after a cue (Turkish puts it there: "intihar düşüncem yok"). */
  negatedAfter: string;
};

/** Not followed by a soft drink: "trinke jeden Tag zwei Liter Wasser" is no heavy use. */
const NOT_SOFT = '(?![^.!?]{0,40}(?:wasser|tee|kaffee|saft|limo|cola|milch))';

const de: CrisisCues = {
  suicidal: [
    'suizid\\p{L}*',
    'selbstmord\\p{L}*',
    'lebensmüde',
    'des lebens müde',
    'mir (?:selbst )?(?:das leben|etwas|was) (?:zu )?(?:nehmen|antun)',
    'mich (?:\\p{L}+ ){0,2}umzubringen',
    'mich (?:\\p{L}+ ){0,2}umbringen',
    '(?:will|möchte|wollte|mag) (?:ich )?(?:eigentlich )?nicht mehr (?:leben|da sein|weiterleben)',
    'nicht mehr leben (?:will|möchte|wollte)',
    '(?:lieber )?(?:tot|gestorben) (?:sein|wäre)',
    'tot zu sein',
    'keinen ausweg mehr',
    '(?:will|möchte) (?:ich )?(?:lieber )?sterben',
    'wenn ich (?:nicht mehr (?:da|hier)|weg|tot) wäre',
    '(?:besser|leichter)\\p{L}*,? ohne mich',
    'wenn es mich nicht mehr gäbe',
    '(?:nicht|nie) mehr (?:auf)?wachen',
    '(?:einfach )?verschwinden und nie',
    '(?:möchte|will|würde) (?:ich )?(?:am liebsten )?(?:einfach )?(?:für immer )?verschwinden',
    '(?:hat|macht|habe) (?:\\p{L}+ ){0,2}keinen sinn mehr',
    'nichts (?:hat )?mehr (?:einen )?sinn',
    'keinen sinn mehr (?:hat|macht|haben)',
    'in allem keinen sinn',
    '(?:wird|werde) (?:\\p{L}+ )?nichts mehr (?:besser|gut)',
    'nichts wird (?:\\p{L}+ )?(?:wieder )?(?:besser|gut)',
    'wofür ich (?:\\p{L}+ ){0,3}(?:noch|überhaupt) (?:mache|lebe)',
    '(?:allen|anderen|jedem|meiner familie) (?:nur )?(?:noch )?(?:eine )?last',
    'keine kraft mehr,? (?:weiter\\p{L}*|zu leben)',
    'überlegt,? wie ich es (?:machen|tun|beenden) würde',
    '(?:tabletten|strick|seil|waffe)\\p{L}* (?:liegen|liegt) (?:schon )?bereit',
    '(?:alles|es|mein leben) beenden',
    '(?:auf|an) (?:der|die|dem|den) (?:brücke|gleis\\p{L}*|dach)[^.!?]{0,60}(?:runter|hinunter)\\p{L}*',
  ],
  support: [
    'therapie\\p{L}*',
    'therapeut\\p{L}*',
    'psycholog\\p{L}*',
    'psychiater\\p{L}*',
    '(?:tages)?klinik',
    'krisenplan',
    'seelsorge',
    'ansprechpartner\\p{L}*',
    'beratung\\p{L}*',
    'geht es mir (?:\\p{L}+ )?(?:besser|gut|stabil)',
    'gedanken sind weg',
    'heute nicht mehr',
    'hilfe',
  ],
  symptom: [
    'zitter(?:e|n|t)',
    'zittrig',
    'schwitze',
    'schwitzt',
    'herz(?:\\p{L}+)? (?:rast|rasen|klopft|hämmert)',
    'mir wird (?:schlecht|übel)',
    'übergebe mich',
    'krämpfe',
    'krampfanf\\p{L}*',
    'kann (?:\\p{L}+ )?nicht (?:mehr )?schlafen',
    'halluzin\\p{L}*',
    '(?:sehe|gesehen)[^.!?]{0,40}(?:die|das) (?:gar )?nicht da (?:waren|sind|war|ist)',
  ],
  use: [
    `(?:trinke|nehme|rauche|konsumiere|kiffe|brauche)\\p{L}* ${NOT_SOFT}[^.!?]{0,50}(?:jeden tag|täglich|am tag|morgens|vor der arbeit|jeden morgen|jeden abend)`,
    `(?:jeden tag|täglich) ${NOT_SOFT}(?:\\p{L}+ ){0,3}(?:flasche|liter|benzos|tabletten)`,
    '\\p{L}+ flaschen? \\p{L}+ am tag',
    'morgenschluck',
    'flachmann',
    '(?:erst|zuerst) (?:einen|nen|ein) (?:schluck|schnaps|bier|drink)',
    'von einem tag auf den anderen',
    '(?:abrupt|plötzlich|schlagartig|auf einmal) aufgehört',
    'einen tag auslasse',
    '(?:benzos|tabletten|beruhigungsmittel) (?:sind )?(?:alle|aus)',
  ],
  threat: [
    '(?:schlag|bring|mach|prügel)\\p{L}* (?:ich )?(?:ihn|sie|den|die|dich|dem|der|euch) (?:\\p{L}+ )?(?:tot|um|kalt|fertig|platt)',
    '(?:wird|werden) (?:schon )?(?:noch )?sehen,? was (?:er|sie|der|die) davon (?:hat|haben)',
    'passiert (?:ihm|ihr|dem|der|denen|dir) (?:\\p{L}+ )?(?:et)?was',
    'warte ich [^.!?]{0,30}auf (?:ihn|sie|den|die)',
    'unter männern',
    '(?:den|die|ihn|sie|dich) (?:bring|schlag|mach)\\p{L}* ich (?:\\p{L}+ )?(?:tot|um|kalt|fertig|platt)',
    'ich weiß,? wo (?:er|sie|der \\p{L}+|die \\p{L}+) (?:wohnt|arbeitet)',
    '(?:stech|erschieß|erstech|abstech)\\p{L}* (?:ich )?(?:ihn|sie|den|die|dich)',
    '(?:bringe|nehme) (?:ich )?(?:ein )?(?:messer|waffe|pistole)',
  ],
  intoxicated: [
    '(?:grad|gerade|gerad|vorhin|vor der übung|vor dem gespräch|vor dem üben)[^.!?]{0,50}(?:wein|bier|schnaps|wodka|whisky|joints?|gras|gekifft|intus|alkohol)',
    '(?:bin|ich bin) (?:grad |gerade |jetzt |etwas |ziemlich |ein bisschen |ganz schön )*(?:betrunken|besoffen|bekifft|high|angetrunken)',
  ],
  earlier: [
    'damals',
    'früher',
    'vor (?:einigen|ein paar|\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn) (?:jahren|monaten)',
    'im jahr \\d{4}',
  ],
  tense: [
    'nach (?:der|dem) \\p{L}+',
    'als (?:ich|der|die|das|mein|meine)',
    'hatte',
    'hatten',
    'wollte',
    'dachte',
    'gedacht',
    'war',
    'waren',
  ],
  negator: 'kein\\p{L}*|nie|niemals|nicht',
  negatedAfter:
    '(?:hatte|habe|hab) ich (?:\\p{L}+ )?(?:nie|keine)|nicht(?: mehr)?|nie(?: mehr)?|kaum(?: noch)?',
};

const en: CrisisCues = {
  suicidal: [
    'suicid\\p{L}*',
    'kill(?:ing)? myself',
    '(?:end|ending) (?:it all|my life|my own life)',
    'take my (?:own )?life',
    '(?:hurt|harm)(?:ing)? myself',
    '(?:better off|easier) without me',
    "(?:don'?t|do not|didn'?t|did not) want to (?:live|be here|be alive|go on)",
    'tired of (?:living|life)',
    "(?:can'?t|cannot) go on",
    'no way out',
    "(?:hope|wish) i (?:just )?(?:don'?t|wouldn'?t|never|won'?t) wake up",
    "wish i(?:'d| had)? (?:crashed|died|been killed)",
    'wish i (?:was|were) dead',
    '(?:want|wanted) to (?:just )?disappear',
    'just disappear',
    'no point (?:to|in) (?:any of it|anything|living|going on|life)',
    "nothing(?:'s| is)? (?:ever )?going to get better",
    'nothing will (?:ever )?get better',
  ],
  support: [
    'therap\\p{L}*',
    'psycholog\\p{L}*',
    'psychiatr\\p{L}*',
    'counsell?(?:or|ing)',
    'clinic',
    'safety plan',
    'crisis plan',
    "(?:i'm|i am) doing (?:okay|ok|well|better|fine)",
    'behind me',
    'not anymore',
    'no longer',
    'help',
  ],
  symptom: [
    'shak(?:e|es|ing|y)',
    'the shakes',
    'sweat(?:ing|s)?',
    "heart(?:'s| is)? (?:racing|pounding)",
    'throw(?:ing)? up',
    'vomit\\p{L}*',
    'cramps',
    "(?:can'?t|cannot) (?:even )?(?:sleep|hold)",
    'seeing things',
    'see(?:ing)? things',
    'hallucinat\\p{L}*',
  ],
  use: [
    "(?:i'm|i am) on (?:a|two|half a) bottles? (?:of \\p{L}+ )?a day",
    '(?:a|one|two|three) bottles? (?:of \\p{L}+ )?(?:a|every|per) day',
    'need a (?:drink|beer|shot|drop)',
    '(?:drinking|using|taking) (?:\\p{L}+ ){0,3}every (?:day|morning)',
    "(?:have|i'?ve got to have|need) (?:a couple of|a few|some|two|three) (?:beers|drinks|shots) (?:before work|in the morning|first thing)",
    '(?:stopped|quit) (?:all at once|cold turkey|suddenly)',
    'ran out of my \\p{L}+',
    "(?:on the )?days i (?:don'?t|do not) drink",
  ],
  threat: [
    "i'?ll (?:make (?:him|her|them) pay|kill (?:him|her|them|you)|get (?:him|her|them)|hurt (?:him|her|them))",
    'i will (?:make (?:him|her|them) pay|kill (?:him|her|them|you)|hurt (?:him|her|them))',
    "(?:i'm |i am )?(?:going to|gonna) (?:kill|hurt|get|beat|stab|shoot) (?:him|her|them|you)",
    "(?:i'm |i am )?bringing a (?:knife|gun|weapon|bat)",
    "this time i'?ll finish (?:it|him|her)",
  ],
  intoxicated: [
    "(?:i'm|i am) (?:a bit |pretty |quite |so |really |kinda |a little )*(?:drunk|high|wasted|stoned|tipsy|buzzed)",
    '(?:had|drank|smoked|took)[^.!?]{0,50}(?:before this|before the session|before we started)',
    "been drinkin\\p{L}* since (?:lunch|noon|breakfast|this morning|(?:\\d+|one|two|three) ?(?:am|pm|o'?clock))",
    '(?:drinking|drunk|high|stoned) (?:right now|rn)',
  ],
  earlier: ['used to', 'back then', 'in those days', '(?:years|months) ago', 'in \\d{4}'],
  tense: ['ago', 'after (?:the|my|that)', 'had', "didn'?t", 'did not', 'was', 'were', 'wanted', 'thought'],
  negator: "not|never|no|n'?t",
  negatedAfter: '(?:never|not once)',
};

export const CRISIS_CUES: Record<Language, CrisisCues> = { de, en, tr };
