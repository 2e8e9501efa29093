import { type APIRequestContext, expect } from '@playwright/test';
import type { Language } from '../../common/i18n/languages.ts';
import type { CourseDetail, CourseSummary } from '../../common/schemas/courses.ts';
import type { AnswerResult, Hub, QuizMode, QuizPage } from '../../common/schemas/exam.ts';
import type { Library } from '../../common/schemas/videos.ts';
import { BASE_URL } from './config.ts';

/** Requests at a time: enough to keep the server busy, few enough for three workers on two cores. */
const AT_ONCE = 6;

/** Runs `work` for every item, a few at a time. */
async function eachOf<T>(items: readonly T[], work: (item: T) => Promise<unknown>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/**
 * The learner's own API as the SPA calls it: the interface language as Accept-Language on every
 * call, and the app's Origin on writes (the session cookie comes with the page's request context).
 */
function learnerApi(request: APIRequestContext, language: Language) {
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> => {
    const response = await request.fetch(`/api${path}`, {
      method,
      data,
      headers: { 'Accept-Language': language, ...(method === 'GET' ? {} : { Origin: BASE_URL }) },
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/**
 * Does everything the readiness counts, the way a learner does it: 'Kapitel abschließen' on every
 * chapter of every course in their list, every video their library shows watched, and every exam
 * question of every category their hub offers answered — first a guess (the first option), then the
 * ones guessed wrong again in a 'Falsch beantwortete wiederholen' run with the answer the result
 * showed, so every latest answer is right.
 */
export async function completeEverything(request: APIRequestContext, language: Language) {
  const api = learnerApi(request, language);

  const { items: courses } = await api<{ items: CourseSummary[] }>('GET', '/courses');
  const details = await Promise.all(courses.map((c) => api<CourseDetail>('GET', `/courses/${c.id}`)));
  await eachOf(
    details.flatMap((course) => course.chapters),
    (chapter) => api('PUT', `/courses/chapters/${chapter.id}/done`),
  );

  const library = await api<Library>('GET', '/videos');
  await eachOf(
    library.sections.flatMap((section) => section.videos),
    (video) => api('POST', `/videos/${video.id}/progress`),
  );

  /** Every question of one quiz run, page by page. */
  const run = async (mode: QuizMode, categoryId?: string) => {
    const query = new URLSearchParams({ mode, ...(categoryId && { categoryId }) });
    let page = await api<QuizPage>('GET', `/exam/quiz?${query}`);
    const questions = [...page.questions];
    while (page.next) {
      const next = new URLSearchParams({ ...Object.fromEntries(query), after: page.next, runId: page.runId });
      page = await api<QuizPage>('GET', `/exam/quiz?${next}`);
      questions.push(...page.questions);
    }
    return { runId: page.runId, questions };
  };
  const answer = (questionId: string, runId: string, selected: string[]) =>
    api<AnswerResult>('POST', `/exam/questions/${questionId}/answer`, { runId, selected });

  const rightAnswers = new Map<string, string[]>();
  const hub = await api<Hub>('GET', '/exam/hub');
  for (const category of hub.categories) {
    const { runId, questions } = await run('category', category.id);
    await eachOf(questions, async (question) => {
      const result = await answer(question.id, runId, [question.options[0]!]);
      if (!result.correct) rightAnswers.set(question.id, result.correctAnswers);
    });
  }
  const again = await run('wrong');
  expect(again.questions.map((q) => q.id).sort()).toEqual([...rightAnswers.keys()].sort());
  await eachOf(again.questions, async (question) => {
    expect((await answer(question.id, again.runId, rightAnswers.get(question.id)!)).correct).toBe(true);
  });
}
