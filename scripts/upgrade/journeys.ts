// The main journeys of `npm run test:upgrade`, through the HTTP API as the web app calls it: sign in,
// the overview, a quiz answer, the reviews, the plan dates and the case workbook saved and read back.
// Each run writes something new, so a run against an old server on the new schema proves its writes.
// A release that raised the privacy notice's version refuses health-data writes (409
// consent_required) until the learner agrees again: the journey then agrees to `noticeVersion`, as
// the web app's consent gate does, and sends the write once more.
type Check = (ok: unknown, text: string) => void;

export async function mainJourneys(
  base: string,
  origin: string,
  label: string,
  check: Check,
  noticeVersion: string,
): Promise<void> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'lernende@example.org', password: 'demo-lernende' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  check(login.ok && cookie, `${label}: the demo learner signs in (${login.status})`);
  const get = async (path: string) => {
    const reply = await fetch(`${base}${path}`, { headers: { cookie } });
    return { status: reply.status, body: reply.ok ? ((await reply.json()) as Record<string, unknown>) : {} };
  };
  const sendOnce = async (method: string, path: string, body: unknown) => {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    return { status: reply.status, body: (await reply.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const send = async (method: string, path: string, body: unknown) => {
    const first = await sendOnce(method, path, body);
    if (first.status !== 409 || (first.body.error as { code?: string })?.code !== 'consent_required')
      return first;
    const consent = await sendOnce('POST', '/api/me/consent', { version: noticeVersion });
    check(
      consent.status === 200,
      `${label}: the learner agrees to notice ${noticeVersion} (${consent.status})`,
    );
    return sendOnce(method, path, body);
  };

  for (const path of ['/api/me', '/api/overview?language=de', '/api/courses', '/api/reviews'])
    check((await get(path)).status === 200, `${label}: GET ${path}`);

  const quiz = (await get('/api/exam/quiz?mode=random')).body as {
    runId?: string;
    questions?: { id: string; options: string[] }[];
  };
  const question = quiz.questions?.[0];
  check(question && quiz.runId, `${label}: a quiz starts`);
  const answer = await send('POST', `/api/exam/questions/${question!.id}/answer`, {
    runId: quiz.runId,
    selected: [question!.options[0]],
  });
  check(
    answer.status === 200 && typeof answer.body.correct === 'boolean',
    `${label}: a quiz answer is judged`,
  );

  const mpuDate = new Date(Date.now() + (90 + Math.floor(Math.random() * 200)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const dates = {
    mpuDate,
    withdrawnOn: null,
    banEnd: null,
    abstinenceStart: null,
    proofPlan: null,
    proofDates: [],
  };
  const plan = await send('PUT', '/api/plan', dates);
  check(plan.status === 200, `${label}: the plan dates are saved (${plan.status})`);
  check(
    JSON.stringify((await get('/api/plan')).body).includes(mpuDate),
    `${label}: the plan reads them back`,
  );

  const { workbook } = (await get('/api/case')).body as { workbook?: { past: Record<string, string> } };
  check(workbook, `${label}: the case workbook opens`);
  const note = `Upgrade-Test ${label} ${Date.now()}`;
  const saved = await send('PUT', '/api/case', { ...workbook, past: { ...workbook!.past, amounts: note } });
  check(saved.status === 200, `${label}: the case workbook is saved (${saved.status})`);
  check(JSON.stringify((await get('/api/case')).body).includes(note), `${label}: the workbook reads it back`);
}
