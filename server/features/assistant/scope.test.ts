import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/languages.ts';
import { outOfScope } from './scope.ts';

/**
 * Phrasings written for this test, apart from the labelled set (eval/assistant/): each family the
 * app never answers, in three languages, and questions near them that the content does answer.
 */
const OUTSIDE: [Language, string][] = [
  ['de', 'Könnt ihr mir eine gute Beratungsstelle in Dortmund empfehlen?'],
  ['de', 'Was verlangt der TÜV Rheinland für eine Drogen-MPU?'],
  ['de', 'Bis wann muss ich Widerspruch gegen die Anordnung einlegen?'],
  ['de', 'Welche Geldstrafe kriege ich für 0,9 Promille mit Blechschaden?'],
  ['de', 'Darf ich mit einem österreichischen Führerschein hier fahren, solange die Sperre läuft?'],
  ['de', 'Ich bekomme Subutex. Zählt das für die MPU als Konsum?'],
  ['de', 'Ab wann sind meine Punkte in Flensburg getilgt?'],
  ['de', 'Gibt es bei der MPU einen Dolmetscher für Arabisch?'],
  ['tr', 'Hangi ceza alırım, 1,2 promil ve kaza var?'],
  ['tr', 'Polonya’da ehliyet alırsam MPU’ya gerek kalır mı?'],
  ['tr', 'Bilirkişi hakkında nereye sikayet edebilirim?'],
  ['tr', 'MPU kararına itiraz edebilir miyim?'],
  ['tr', 'Metadon programındayım, araba sürebilir miyim?'],
  ['tr', 'MPU görüşmesine tercüman götürebilir miyim?'],
  ['tr', 'Flensburg puanlarım ne zaman silinir?'],
  ['en', 'Which lawyer would you recommend for an MPU order in Cologne?'],
  ['en', 'Can I appeal against the MPU order, and by when?'],
  ['en', 'Could I use my Polish licence while my German one is withdrawn?'],
  ['en', 'What sentence will I get for drink-driving with an accident?'],
  ['en', 'How many mg of CBD can I take before driving?'],
  ['en', 'When are my points in Flensburg deleted?'],
  ['en', 'Can I bring an interpreter to the MPU?'],
];

const INSIDE: [Language, string][] = [
  ['de', 'Ab wie viel Promille muss ich zur MPU?'],
  ['de', 'Was passiert bei 8 Punkten in Flensburg?'],
  ['de', 'Ich nehme meine Dosis Medizinalcannabis wie verordnet. Darf ich fahren?'],
  ['de', 'Wie lange dauert die Sperrfrist nach einer Trunkenheitsfahrt?'],
  ['de', 'Was kostet eine MPU ungefähr?'],
  ['tr', 'Esrar ve alkol birlikte olunca ceza daha mı ağır?'],
  ['tr', 'Ehliyetim puan yüzünden alındı, ne zaman geri alabilirim?'],
  ['tr', 'Hastayım, reçeteli esrar kullanıyorum. Araba sürebilir miyim?'],
  ['en', 'What happens at 6 points?'],
  ['en', 'My doctor prescribed cannabis. Can I drive if I take it as prescribed?'],
  ['en', 'How much does an MPU cost roughly?'],
  ['en', 'Does a first offence with 3.8 ng/ml THC lead to an MPU?'],
];

describe('what the assistant never answers', () => {
  it.each(OUTSIDE)('%s: %s is outside', (lang, question) => {
    expect(outOfScope(question, lang)).toBe(true);
  });

  it.each(INSIDE)('%s: %s is inside', (lang, question) => {
    expect(outOfScope(question, lang)).toBe(false);
  });
});
