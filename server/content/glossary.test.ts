import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../../common/domain/translations.ts';
import { findHits, glossaryHits, readGlossary, translatedTexts } from './glossary.ts';
import { defaultContentDir } from './loader.ts';

// One word for one thing in each language (issue 28, decision 073): content/i18n/<lang>/glossary.yaml
// names the preferred terms and the words to avoid; every Turkish and English text a learner reads
// (content sidecars, captions, interface strings) uses none of the avoided words and no German
// quotation marks („…“).
const root = path.resolve(defaultContentDir, '..');

describe('the glossary check', () => {
  const tr = readGlossary(defaultContentDir, 'tr');
  const en = readGlossary(defaultContentDir, 'en');

  it('flags an avoided word with any ending and any case, and nothing else', () => {
    const rules = (text: string) => findHits(text, tr, 'tr').map((hit) => hit.rule);
    expect(rules('Perhizinizi kanıtlamanız gerekir.')).toEqual(['perhiz → abstinans, abstinans kanıtı']);
    expect(rules('PERHİZ')).toHaveLength(1);
    expect(rules('Tıbbi kenevir MPU')).toHaveLength(1);
    expect(rules("Puan MPU'sunda")).toHaveLength(1);
    expect(rules('Puan MPU’sunda')).toHaveLength(1);
    expect(rules('Abstinans kanıtınızı ve tıbbi esrar reçetenizi getirin.')).toEqual([]);
    expect(findHits('Drugs MPU\nAn MPU is planned when', en, 'en').map((hit) => hit.line)).toEqual([1, 2]);
  });

  it('flags German quotation marks, also a German closing mark after an English opening one', () => {
    const quotes = (text: string) =>
      findHits(text, en, 'en').filter((hit) => hit.rule === 'German quotation marks');
    expect(quotes('your workbook („Mein MPU-Fall“)')).toHaveLength(1);
    expect(quotes('amfetamin (“Speed“)')).toHaveLength(1);
    expect(quotes('amfetamin (“Speed”) and “Crystal”')).toEqual([]);
  });

  it('reads every content sidecar, caption and interface file of a language', () => {
    const files = translatedTexts(root, 'tr').map((file) => path.relative(root, file));
    expect(files).toContain('common/i18n/tr/plan.json');
    expect(files).toContain('content/i18n/tr/lexicon.yaml');
    expect(files).toContain('content/media/cannabis-und-fuehrerschein.tr.vtt');
    expect(files).not.toContain('content/i18n/tr/glossary.yaml');
    expect(files).not.toContain('content/i18n/tr/interview/signal-words.yaml'); // what learners type
    expect(files.some((file) => file.includes('/en/') || file.endsWith('.en.vtt'))).toBe(false);
  });
});

describe.each(TRANSLATION_LANGUAGES)('the %s texts follow the glossary', (lang) => {
  it('no avoided word, no German quotation marks', () => {
    const hits = glossaryHits(root, lang).map((hit) => `${hit.file}:${hit.line} ${hit.rule}: ${hit.text}`);
    expect(hits).toEqual([]);
  });
});
