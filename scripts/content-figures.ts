// `npm run content:figures`: the content figures of issue 28 per language, against their limits —
// how far quizzes can be solved by their form (the longest option right, the spread of right options
// in checkbox questions, brackets; limits of decision 069, computed by server/content/quiz-fairness.ts
// as `npm run content:fairness` and its test do), the translation coverage of every item the loader
// writes, and the glossary's rules for tr/en (decision 073). Exits 1 when a figure is beyond its limit.
import path from 'node:path';
import { TRANSLATION_LANGUAGES } from '../common/domain/translations.ts';
import { glossaryHits } from '../server/content/glossary.ts';
import {
  describeFigures,
  FAIRNESS_LANGUAGES,
  fairnessBreaches,
  figures,
  QUIZ_KINDS,
  readFormQuestions,
} from '../server/content/quiz-fairness.ts';
import { coverageShare, translationCoverage } from '../server/content/translation-figures.ts';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content');
const breaches: string[] = [];
const pct = (share: number) => `${(share * 100).toFixed(share === 1 ? 0 : 1)} %`;

console.log('Quizzes by their form (limits: longest right ≤ 30 % per kind, ≥ 12 % overall;');
console.log('checkbox questions ≥ 3 counts of right options, none above 40 %; brackets on all or none)');
for (const lang of FAIRNESS_LANGUAGES) {
  const byKind = readFormQuestions(contentDir, lang);
  for (const kind of QUIZ_KINDS) console.log(describeFigures(lang, kind, figures(byKind[kind])));
  console.log(describeFigures(lang, 'all', figures(QUIZ_KINDS.flatMap((kind) => byKind[kind]))));
  breaches.push(...fairnessBreaches(lang, byKind));
}

console.log('\nTranslation coverage of the content pack (limit: 100 %)');
const coverage = translationCoverage(contentDir);
for (const lang of TRANSLATION_LANGUAGES) {
  const total = coverageShare(coverage, lang);
  const kinds = coverage.map((c) => `${c.kind} ${c.translated[lang]}/${c.german}`).join(' · ');
  console.log(`${lang} ${total.translated}/${total.german} = ${pct(total.share)} · ${kinds}`);
  if (total.translated < total.german)
    breaches.push(`${lang}: ${total.german - total.translated} items untranslated`);
}

console.log('\nGlossary (content/i18n/<lang>/glossary.yaml; limit: 0 hits)');
for (const lang of TRANSLATION_LANGUAGES) {
  const hits = glossaryHits(root, lang);
  const byRule = new Map<string, number>();
  for (const hit of hits) byRule.set(hit.rule, (byRule.get(hit.rule) ?? 0) + 1);
  const rules = [...byRule].map(([rule, n]) => `${rule} ${n}`).join(' · ');
  console.log(`${lang} ${hits.length} hits${rules ? ` · ${rules}` : ''}`);
  for (const hit of hits.slice(0, 20)) console.log(`   ${hit.file}:${hit.line} ${hit.rule}: ${hit.text}`);
  if (hits.length) breaches.push(`${lang}: ${hits.length} glossary hits`);
}

if (breaches.length) {
  console.log(`\nBeyond the limits:\n${breaches.map((b) => `- ${b}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nAll figures within the limits.');
