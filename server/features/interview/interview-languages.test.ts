import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSession } from '../../../common/schemas/interview.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** The trainer speaks the interface language the browser sends (issue 14). */
describe('interview practice in the learner’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ interviewModel: null });
    await ctx.db.insert(lexicon).values({
      term: 'Rückfallprävention',
      category: 'Therapie',
      definition: 'Vorbeugen.',
      sourceKey: 'lexicon:rueckfallpraevention',
      translations: { tr: { term: 'Geri dönüşü önleme (Rückfallprävention)', definition: 'Önlemek.' } },
    });
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
    expect(done.report!.topics[1]!.missing).toEqual(['Bu konu görüşmede henüz ele alınmadı.']);
    // Next steps name the glossary term in Turkish (German where it has no translation).
    expect(done.report!.topics[3]!.nextSteps).toContainEqual({
      kind: 'term',
      title: 'Geri dönüşü önleme (Rückfallprävention)',
      href: `/dashboard/lexicon?q=${encodeURIComponent('Geri dönüşü önleme (Rückfallprävention)')}`,
    });

    const german = await post(learner.cookie, '/api/trainer/sessions', {}, 'fr');
    expect(german.turns[0]!.text).toContain('Warum sind Sie heute hier');
  });
});
