import { chapters, courses, quizzes } from '../../db/schema/courses.ts';
import type { TestContext } from '../../test/harness.ts';

/** A course with two chapters and chapter quizzes, written straight into the test database. */
export async function insertCourse(ctx: TestContext, title = 'Die MPU verstehen') {
  const [course] = await ctx.db
    .insert(courses)
    .values({ title, description: 'Worum es geht.', sortOrder: 1 })
    .returning();
  const [first, second] = await ctx.db
    .insert(chapters)
    .values([
      {
        courseId: course!.id,
        title: 'Warum eine MPU?',
        content: 'Die **Fahrerlaubnisbehörde** verlangt Abstinenznachweise.\n\n<script>alert(1)</script>',
        sortOrder: 1,
      },
      { courseId: course!.id, title: 'Der Ablauf', content: 'Am Ende steht ein Gutachten.', sortOrder: 2 },
    ])
    .returning();
  const [q1, q2] = await ctx.db
    .insert(quizzes)
    .values([
      {
        chapterId: first!.id,
        question: 'Wer ordnet die MPU an?',
        options: ['Die Polizei', 'Die Fahrerlaubnisbehörde', 'Das Gericht'],
        correctAnswer: 'Die Fahrerlaubnisbehörde',
        explanation:
          'Die Fahrerlaubnisbehörde ordnet die MPU an und entscheidet danach über die Fahrerlaubnis.',
        sortOrder: 1,
      },
      {
        chapterId: first!.id,
        question: 'Was ist ein Abstinenznachweis?',
        options: ['Ein Beleg für Verzicht', 'Ein Bußgeld'],
        correctAnswer: 'Ein Beleg für Verzicht',
        sortOrder: 2,
      },
    ])
    .returning();
  return { course: course!, chapters: [first!, second!] as const, quizzes: [q1!, q2!] as const };
}
