import { chapters, courses } from '../../db/schema/courses.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import type { TestContext } from '../../test/harness.ts';

/** What the report's next steps point to: a glossary term (also in Turkish) and a chapter without a translation. */
export async function insertNextStepContent(ctx: TestContext) {
  await ctx.db.insert(lexicon).values({
    term: 'Rückfallprävention',
    category: 'Therapie',
    definition: 'Vorbeugen.',
    sourceKey: 'lexicon:rueckfallpraevention',
    translations: { tr: { term: 'Geri dönüşü önleme (Rückfallprävention)', definition: 'Önlemek.' } },
  });
  const [course] = await ctx.db.insert(courses).values({ title: 'Das psychologische Gespräch' }).returning();
  await ctx.db.insert(chapters).values({
    courseId: course!.id,
    title: 'Zukunft und Rückfallschutz',
    content: 'Text',
    sourceKey: 'chapter:zukunft-und-rueckfallschutz',
  });
}
