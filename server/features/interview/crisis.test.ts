import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/languages.ts';
import { type CrisisKind, detectCrisis } from './crisis.ts';

/**
 * Phrasings written for this test, not copied from the labelled set (eval/interview/crisis-*.yaml,
 * measured by `npm run eval -- crisis`): they check that the rules are general.
 */
const cases: [Language, string, CrisisKind | null][] = [
  // suicidal, explicit and indirect
  ['de', 'Ich denke oft daran, mich umzubringen.', 'suicidal'],
  ['de', 'Manchmal glaube ich, es wäre einfacher, tot zu sein.', 'suicidal'],
  ['de', 'Ich sehe keinen Ausweg mehr, ehrlich.', 'suicidal'],
  ['en', "I can't go on like this, it's all too much.", 'suicidal'],
  ['en', 'My family would be better off without me.', 'suicidal'],
  ['tr', 'Artık yaşamak için bir sebep göremiyorum.', 'suicidal'],
  ['tr', 'HAYATTAN BIKTIM.', 'suicidal'],
  ['tr', 'Hayattan biktim, intihari dusunuyorum.', 'suicidal'],
  // negated: no crisis
  ['de', 'Suizidgedanken hatte ich nie, aber es war eine schwere Zeit.', null],
  ['de', 'Ich habe keine Suizidgedanken, ich will das jetzt einfach schaffen.', null],
  ['en', "I'm not suicidal, I'm just nervous about the test.", null],
  ['tr', 'İntihar düşüncem yok, sadece sınavdan korkuyorum.', null],
  // past with support, and past told without support
  ['de', 'Früher dachte ich oft an Suizid, heute nicht mehr.', 'past-with-support'],
  ['en', 'In 2022 I wanted to kill myself. Now I see a counsellor every week.', 'past-with-support'],
  ['de', 'Letzte Woche wollte ich mich umbringen.', 'suicidal'],
  // withdrawal: current use with signs; past signs or signs without use are none
  [
    'de',
    'Ich trinke zurzeit jeden Abend eine Flasche Wodka, und morgens zittere ich am ganzen Körper.',
    'withdrawal',
  ],
  ['en', "I'm drinking every day now and wake up sweating and shaking.", 'withdrawal'],
  ['tr', 'Her gün bir şişe rakı içiyorum, sabahları ellerim titriyor.', 'withdrawal'],
  ['de', 'Ich trinke jeden Tag zwei Liter Wasser und schwitze beim Laufen.', null],
  ['de', 'Früher habe ich morgens gezittert, seit 2024 trinke ich nichts mehr.', null],
  ['de', 'Seitdem trinke ich jeden Tag nur Wasser, und meine Hände zittern nicht mehr.', null],
  // violence: a threat now; the past, quoted words or oneself are none
  ['de', 'Den bringe ich um, wenn ich ihn noch mal sehe.', 'violence'],
  ['en', "I'm going to hurt him when I find him.", 'violence'],
  ['tr', 'Onu öldüreceğim, yemin ederim.', 'violence'],
  ['en', "Back then I'd shout 'I'll kill you' at other drivers. Today I let them go.", null],
  ['de', 'Die ganze Prüfung bringt mich noch um.', null],
  // intoxication during the session
  ['de', 'Ich bin gerade ziemlich betrunken, sorry.', 'intoxication'],
  ['en', "I'm kinda high right now.", 'intoxication'],
  ['tr', 'Şu an biraz sarhoşum.', 'intoxication'],
  ['de', 'Ich habe gerade einen Kaffee getrunken, wir können anfangen.', null],
  ['en', 'I have been drinking since I was 17, at first only at weekends.', null],
];

describe('detectCrisis', () => {
  it.each(cases)('%s: %s → %s', (lang, text, kind) => {
    expect(detectCrisis(text, lang)).toBe(kind);
  });
});
