import { registerConfirmed } from './support/accounts.ts';
import { adminApi, setPages } from './support/admin-api.ts';
import { expect, signIn, test } from './support/fixtures.ts';

// Issue 11 'On the phone, offline' (decision 027): an installable app whose shell, courses and
// glossary work offline; an answer given offline is saved, sent once when back online, then judged.

const run = `${Date.now()}`;
const SAVED = 'Antwort gespeichert – die Auswertung kommt, sobald Sie wieder online sind.';

test('a learner reads a chapter offline, answers its quiz offline and sees it judged once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi();
  const course = await api.json<{ id: string }>('POST', '/admin/courses', {
    title: `Unterwegs lernen ${run}`,
    description: 'Ein Kurs für die Bahnfahrt.',
  });
  const chapter = await api.json<{ id: string }>('POST', `/admin/courses/${course.id}/chapters`, {
    title: 'Ohne Netz',
    content: 'Auch im Funkloch bleibt **dieses Kapitel** lesbar.',
  });
  await api.json('POST', `/admin/courses/chapters/${chapter.id}/quizzes`, {
    question: 'Was passiert mit einer Antwort im Funkloch?',
    options: ['Sie geht verloren', 'Sie wird später gesendet'],
    correctAnswer: 'Sie wird später gesendet',
  });
  await api.dispose();
  const learner = await registerConfirmed(page.request, { prefix: 'offline' });
  await setPages(learner.email, { courses: true });

  await signIn(page, learner);
  // Installable: Chromium's own installability check (what Lighthouse's installable-manifest audit
  // reported) finds nothing but the test browser's private profile.
  const cdp = await context.newCDPSession(page);
  await expect(async () => {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  }).toPass();
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('MPU-Vorbereitung');
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  // The service worker controls the page once it has precached the app.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });

  // Online once: the glossary, the course list and the chapter (the worker keeps copies).
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'MPU-Lexikon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MPU-Lexikon' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/dashboard/knowledge');
  const card = page.getByRole('listitem').filter({ hasText: `Unterwegs lernen ${run}` });
  await card.getByRole('link', { name: `Unterwegs lernen ${run}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Unterwegs lernen ${run}` })).toBeVisible();

  // Offline: the shell says so, and pages still open, also after a reload (from the worker alone).
  await context.setOffline(true);
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toContainText('Offline.');
  await page.getByRole('link', { name: 'Zurück zu Allgemeines Wissen zur MPU' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Unterwegs lernen ${run}` })).toBeVisible();
  await nav.getByRole('link', { name: 'MPU-Lexikon' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto(`/dashboard/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Unterwegs lernen ${run}` })).toBeVisible();
  await expect(page.getByText('dieses Kapitel')).toBeVisible();
  await expect(status).toContainText('Offline.');

  // An answer offline: saved, honestly not judged, and waiting.
  const quiz = page.getByRole('region', { name: 'Überprüfen Sie Ihr Wissen' });
  await quiz.getByRole('button', { name: 'Sie wird später gesendet' }).click();
  await expect(quiz.getByTestId('saved-offline')).toHaveText(SAVED);
  await expect(quiz.getByRole('button')).toHaveCount(0);
  await expect(status).toContainText('1 Antwort wartet auf das Senden.');
  // Still saved after leaving and coming back.
  await page.reload();
  await expect(quiz.getByTestId('saved-offline')).toHaveText(SAVED);

  // What waits in the browser: one entry with its attempt id.
  const waiting = await page.evaluate(
    () =>
      new Promise<{ id: string; path: string; body: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open('mpu-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
  expect(waiting).toHaveLength(1);

  // Back online: sent by itself, judged, and nothing waits any more.
  await context.setOffline(false);
  await expect(quiz.getByRole('status')).toHaveText('Richtig!', { timeout: 75_000 });
  await expect(quiz.locator('[data-state="correct"]')).toContainText('Sie wird später gesendet');
  await expect(status).not.toContainText('Antwort');

  // A resend of the same entry (a lost response, a second tab) is stored once: the first result.
  const again = await page.request.post(`/api${waiting[0]!.path}`, {
    data: waiting[0]!.body,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(201);
  expect((await again.json()).answer).toBe('Sie wird später gesendet');

  // Counted once: one attempt on the server, the course's score says one of one.
  const detail = await (await page.request.get(`/api/courses/${course.id}`)).json();
  const answered = detail.chapters.flatMap((c: { quizzes: { attempt: unknown }[] }) =>
    c.quizzes.filter((q) => q.attempt),
  );
  expect(answered).toHaveLength(1);
  await expect(quiz.getByText('1 von 1 richtig')).toBeVisible();
});

test('an exam question answered offline is saved, sent once when back online and counted once', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi();
  const category = await api.json<{ id: string }>('POST', '/admin/exam/categories', {
    name: `Funkloch ${run}`,
    description: 'Fragen für unterwegs.',
    visibleToAll: true,
  });
  const question = `Wann wird eine Antwort aus dem Funkloch gezählt? ${run}`;
  await api.json('POST', '/admin/exam/questions', {
    categoryId: category.id,
    question,
    options: ['Einmal, sobald sie gesendet ist', 'Gar nicht'],
    correct: [0],
    explanation: 'Die Antwort trägt ihre eigene Kennung.',
    difficulty: 'easy',
  });
  await api.dispose();
  const learner = await registerConfirmed(page.request, { prefix: 'offline-exam' });
  await setPages(learner.email, { courses: true });
  await signIn(page, learner);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });

  // Online: the category's quiz opens (its questions are now in the page).
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Multiple Choice Kurse' })
    .click();
  await page.getByRole('link', { name: new RegExp(`Funkloch ${run}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();

  // Offline: the answer is saved, not judged, and waits.
  await context.setOffline(true);
  await page.getByRole('radio', { name: /Einmal, sobald sie gesendet ist/ }).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.getByTestId('saved-offline')).toHaveText(SAVED);
  await expect(page.getByText('Richtig!')).toHaveCount(0);
  const status = page.getByTestId('offline-status');
  await expect(status).toContainText('1 Antwort wartet auf das Senden.');
  const [waiting] = await page.evaluate(
    () =>
      new Promise<{ path: string; body: { attemptId: string } }[]>((resolve, reject) => {
        const open = indexedDB.open('mpu-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
  expect(waiting!.body.attemptId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Quiz beenden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 Antwort ist offline gespeichert' }),
  ).toBeVisible();

  // Back online: sent by itself; nothing waits any more.
  await context.setOffline(false);
  await expect(status).not.toContainText('Antwort', { timeout: 75_000 });
  // Stored by that send alone, exactly once, before anything is sent again (issue 28).
  const stored = async () => (await (await page.request.get('/api/exam/activity?page=1')).json()).total;
  await expect.poll(stored).toBe(1);

  // Sent again (a lost response, a second tab): the first result, nothing new stored.
  const again = await page.request.post(`/api${waiting!.path}`, {
    data: waiting!.body,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).correct).toBe(true);

  // Counted once, as the hub's recent answers and the activity list's total show it.
  await page.getByRole('link', { name: 'Multiple Choice Kurse' }).first().click();
  const recent = page.getByRole('region', { name: 'Letzte Aktivitäten' });
  await expect(recent.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  const activity = await (await page.request.get('/api/exam/activity?page=1')).json();
  expect(activity.total).toBe(1);
});

test('signing out empties the offline copies, so the next learner on this phone sees none of them', async ({
  page,
}) => {
  const learner = await registerConfirmed(page.request, { prefix: 'offline-out' });
  await setPages(learner.email, { courses: true });
  await signIn(page, learner);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await page.goto('/dashboard/knowledge');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeines Wissen zur MPU' })).toBeVisible();
  const cached = () =>
    page.evaluate(async () => {
      const cache = await caches.open('mpu-learner-api');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  await expect.poll(cached).toContain('/api/courses');
  expect(await cached()).not.toContain('/api/auth/login');
  // One copy per content language: the German answer is kept as German (the server answers per
  // Accept-Language), so a later Turkish or English view never gets it offline.
  const keys = await page.evaluate(async () =>
    (await (await caches.open('mpu-learner-api')).keys()).map((request) => request.url),
  );
  expect(keys.filter((url) => new URL(url).pathname === '/api/courses')).toEqual([
    expect.stringMatching(/[?&]offline-lang=de$/),
  ]);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => caches.has('mpu-learner-api'))).toBe(false);
});
