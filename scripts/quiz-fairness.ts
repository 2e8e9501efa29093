// `npm run content:fairness`: prints, per language and quiz kind, how far the shipped quizzes can be
// solved by their form (issue 28): the longest option being right, the number of right options in
// checkbox questions, brackets on right against wrong options. The limits are pinned in
// server/content/quiz-fairness.test.ts; `-- --list` also names the questions that give a cue.
import path from 'node:path';
import {
  describeFigures,
  FAIRNESS_LANGUAGES,
  figures,
  longestIsCorrect,
  QUIZ_KINDS,
  readFormQuestions,
} from '../server/content/quiz-fairness.ts';

const contentDir = path.resolve(import.meta.dirname, '..', 'content');
const list = process.argv.includes('--list');

for (const lang of FAIRNESS_LANGUAGES) {
  const byKind = readFormQuestions(contentDir, lang);
  for (const kind of QUIZ_KINDS) {
    const f = figures(byKind[kind]);
    console.log(describeFigures(lang, kind, f));
    if (list) {
      const longest = byKind[kind].filter(longestIsCorrect).map((q) => q.key);
      if (longest.length) console.log(`   longest right: ${longest.join(', ')}`);
      if (f.mixedBrackets.length) console.log(`   mixed brackets: ${f.mixedBrackets.join(', ')}`);
    }
  }
  console.log(describeFigures(lang, 'all', figures(QUIZ_KINDS.flatMap((kind) => byKind[kind]))));
}
