import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSession } from '../../../common/schemas/interview.ts';
import { interviewSessions } from '../../db/schema/interview.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertNextStepContent } from './interview-fixtures.ts';

/** The trainer speaks the interface language the browser sends (issue 14). */
describe('interview practice in the learner’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ interviewModel: null });
    await insertNextStepContent(ctx);
  });
  afterAll(() => ctx.close());

  // The interface language goes as Accept-Language, as the SPA sends it with every call.
  const post = async (cookie: string, url: string, payload?: object, language = 'tr') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'accept-language': language },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InterviewSession;
  };

  it('asks, follows up and reports in Turkish; German for a language it does not offer', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const session = await post(learner.cookie, '/api/trainer/sessions', {});
    expect(session.turns[0]!.text).toBe(
      'Bugün neden buradasınız? Lütfen ne olduğunu kendi sözlerinizle anlatın.',
    );
    const next = await post(learner.cookie, `/api/trainer/sessions/${session.id}/answers`, {
      text: 'Bilmiyorum, ara sıra işte.',
    });
    expect(next.turns[2]).toMatchObject({ kind: 'follow-up' });
    expect(next.turns[2]!.text).not.toMatch(/\bSie\b/);
    const done = await post(learner.cookie, `/api/trainer/sessions/${session.id}/finish`);
    expect(done.report!.lang).toBe('tr');
    expect(done.report!.topics[1]!.missing).toEqual(['Bu konu görüşmede henüz ele alınmadı.']);
    // Next steps name the glossary term in Turkish, the untranslated chapter in German, each with its language.
    expect(done.report!.topics[3]!.nextSteps).toContainEqual({
      kind: 'term',
      title: 'Geri dönüşü önleme (Rückfallprävention)',
      href: `/dashboard/lexicon?q=${encodeURIComponent('Geri dönüşü önleme (Rückfallprävention)')}`,
      lang: 'tr',
    });
    expect(done.report!.topics[3]!.nextSteps).toContainEqual(
      expect.objectContaining({ kind: 'chapter', title: 'Zukunft und Rückfallschutz', lang: 'de' }),
    );

    const german = await post(learner.cookie, '/api/trainer/sessions', {}, 'fr');
    expect(german.turns[0]!.text).toContain('Warum sind Sie heute hier');
    expect(german.turns[0]!.lang).toBe('de');
  });

  it('keeps the language of every turn, also when the learner switches language mid-session', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const session = await post(learner.cookie, '/api/trainer/sessions', {}, 'tr');
    const answers = `/api/trainer/sessions/${session.id}/answers`;
    await post(learner.cookie, answers, { text: 'Bilmiyorum, ara sıra işte.' }, 'tr');
    const switched = await post(learner.cookie, answers, { text: 'I drank six beers and drove home.' }, 'en');
    expect(switched.turns.map((t) => [t.role, t.lang])).toEqual([
      ['interviewer', 'tr'],
      ['learner', 'tr'],
      ['interviewer', 'tr'],
      ['learner', 'en'],
      ['interviewer', 'en'],
    ]);
    expect(switched.turns[4]!.text).not.toMatch(/\b(Sie|ve|bir)\b/);
  });

  it('reads a report kept before languages were recorded as German', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const session = await post(learner.cookie, '/api/trainer/sessions', {}, 'de');
    const done = await post(learner.cookie, `/api/trainer/sessions/${session.id}/finish`, undefined, 'de');
    const { lang: _lang, ...report } = done.report!;
    const old = {
      ...report,
      topics: report.topics.map((t) => ({ ...t, nextSteps: t.nextSteps.map(({ lang: _, ...s }) => s) })),
    };
    await ctx.db.update(interviewSessions).set({ report: old }).where(eq(interviewSessions.id, session.id));
    const response = await ctx.app.inject({
      url: `/api/trainer/reports/${session.id}`,
      headers: { cookie: learner.cookie, 'accept-language': 'tr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report.lang).toBe('de');
    expect(response.json().report.topics[3].nextSteps[0].lang).toBe('de');
  });
});
