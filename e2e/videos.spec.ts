import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';
import { adminApi, serveTestClip } from './support/videos.ts';

test('a learner searches, plays a video with captions, answers its quiz and marks videos watched', async ({
  page,
  playwright,
  baseURL,
}) => {
  const run = `${Date.now()}`;
  const request = await playwright.request.newContext({ baseURL });
  const admin = await adminApi(request);
  const section = await admin.section(`E2E Grundlagen ${run}`);
  const promille = await admin.video(section, `Promille verstehen ${run}`);
  await admin.video(section, `Abstinenz belegen ${run}`, {
    url: 'https://youtu.be/dQw4w9WgXcQ',
    captionsUrl: null,
  });
  await admin.video(section, `Nur Drogen ${run}`, { mpuTypes: ['drugs'] });
  await admin.quiz(
    promille,
    'Was senkt den Promillewert?',
    ['Zeit', 'Kaffee', 'Kalte Dusche', 'Abbau durch die Leber'],
    ['Zeit', 'Abbau durch die Leber'],
  );
  await request.dispose();

  const learner = await registerConfirmed(page.request, { reason: 'alcohol', prefix: 'videos' });
  await serveTestClip(page);
  await signIn(page, learner);
  await page.goto('/dashboard/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Videokurse' })).toBeVisible();
  const sectionBlock = page.getByRole('region', { name: new RegExp(`E2E Grundlagen ${run}`) });
  // The alcohol learner does not see the drugs-only video; two videos give scroll arrows.
  await expect(sectionBlock.getByTestId('video-card')).toHaveCount(2);
  await expect(sectionBlock.getByRole('button', { name: /nach rechts blättern/ })).toBeVisible();
  await expectAccessible(page);

  // Collapsible, expanded at first.
  const toggle = sectionBlock.getByRole('button', { name: new RegExp(`^E2E Grundlagen ${run}`) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(sectionBlock.getByTestId('video-card').first()).toBeHidden();
  await toggle.click();

  const search = page.getByPlaceholder('Videos durchsuchen...');
  await search.fill('gibt es nicht 123');
  await expect(page.getByText('Keine Videos gefunden')).toBeVisible();
  await expect(page.getByText('Versuchen Sie es mit anderen Suchbegriffen.')).toBeVisible();
  await search.fill(`promille verstehen ${run}`);
  await expect(page.getByTestId('video-card')).toHaveCount(1);

  const play = page.getByRole('button', { name: `Video abspielen: Promille verstehen ${run}` });
  await play.click();
  const dialog = page.getByRole('dialog', { name: `Promille verstehen ${run}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Alkohol-MPU')).toBeVisible();
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => [v.readyState >= 1, v.textTracks[0]?.mode]))
    .toEqual([true, 'showing']);
  await expectAccessible(page);

  // The quiz: nothing selected is refused; a partial answer is wrong and locks the question.
  const question = dialog.getByTestId('video-quiz-question');
  await question.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(question.getByText('Bitte wählen Sie mindestens eine Antwort aus.')).toBeVisible();
  await question.getByLabel(/Zeit/).check();
  await question.getByLabel(/Kaffee/).check();
  await question.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(question.getByRole('alert')).toHaveText(
    'Leider nicht ganz richtig. Die richtigen Antworten sind grün markiert.',
  );
  await expect(question.locator('[data-state="correct"]')).toHaveCount(2);
  await expect(question.locator('[data-state="wrong"]')).toContainText('Kaffee');
  await expect(question.getByLabel(/Kalte Dusche/)).toBeDisabled();
  await expect(question.getByRole('button', { name: 'Antwort prüfen' })).toHaveCount(0);

  // Playing the file to its end marks it watched.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect(dialog.getByText('Sie haben dieses Video angesehen.')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  await expect(page.getByTestId('video-card').filter({ hasText: 'Angesehen' })).toHaveCount(1);

  // A linked video is marked by hand; its answered quiz stays locked after a reload.
  await search.fill('');
  await page.getByRole('button', { name: `Video abspielen: Abstinenz belegen ${run}` }).click();
  await page.getByRole('button', { name: 'Als angesehen markieren' }).click();
  await expect(page.getByText('Sie haben dieses Video angesehen.')).toBeVisible();
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(sectionBlock.getByTestId('video-card').filter({ hasText: 'Angesehen' })).toHaveCount(2);
  await page.reload();
  await page.getByRole('button', { name: `Video abspielen: Promille verstehen ${run}` }).click();
  await expect(page.getByTestId('video-quiz-question').getByRole('alert')).toContainText(
    'Leider nicht ganz richtig',
  );

  // The overview counts both watched videos.
  await page.goto('/dashboard');
  await expect(page.getByText(/^2 von \d+ Videos angesehen$/)).toBeVisible();
});

test('an admin creates a category and a video, reorders by keyboard, authors a question and deletes', async ({
  page,
}) => {
  const run = `${Date.now()}`;
  const first = `E2E Kategorie A ${run}`;
  const second = `E2E Kategorie B ${run}`;
  const videoTitle = `E2E Video ${run}`;
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/admin?tab=videos');
  await expect(page.getByRole('heading', { name: 'Video Management' })).toBeVisible();
  await expectAccessible(page);

  for (const title of [first, second]) {
    await page.getByRole('button', { name: 'Neue Kategorie' }).click();
    const modal = page.getByRole('dialog', { name: 'Neue Kategorie' });
    await modal.getByRole('button', { name: 'Erstellen' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Bitte füllen Sie alle Felder aus.');
    await modal.getByLabel('Titel', { exact: true }).fill(title);
    await modal.getByLabel('Beschreibung').fill('Für den Browsertest');
    await modal.getByRole('button', { name: 'Erstellen' }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Kategorie erfolgreich erstellt' }),
    ).toBeVisible();
  }

  await page.getByRole('button', { name: 'Video anlegen' }).click();
  const videoModal = page.getByRole('dialog', { name: 'Neues Video' });
  await videoModal.getByLabel('Kategorie').selectOption({ label: first });
  await videoModal.getByLabel('Titel', { exact: true }).fill(videoTitle);
  await videoModal.getByLabel('Beschreibung').fill('Ein Testvideo');
  await videoModal.getByLabel('Video-URL').fill('javascript:alert(1)');
  await videoModal.getByRole('button', { name: 'Erstellen' }).click();
  await expect(videoModal.getByRole('alert')).toContainText('gültige Adresse');
  await videoModal.getByLabel('Video-URL').fill('/media/e2e-clip.mp4');
  await expectAccessible(page);
  await videoModal.getByRole('button', { name: 'Erstellen' }).click();
  await expect(videoModal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Video erfolgreich erstellt' })).toBeVisible();
  const firstBlock = page.getByTestId('admin-section').filter({ hasText: first });
  await expect(firstBlock.getByTestId('admin-video-card')).toContainText(videoTitle);
  await expect(firstBlock.getByTestId('admin-video-card')).toContainText('Alkohol-MPU');

  // Keyboard reorder: B moves above A; the order survives a reload.
  const titles = () => page.getByTestId('admin-section').locator('h3').allTextContents();
  const indexOf = async (title: string) => (await titles()).findIndex((t) => t.includes(title));
  expect(await indexOf(second)).toBe((await indexOf(first)) + 1);
  // Each key press waits for dnd-kit's answer before the next: the handle pressed (picked up), a new
  // spoken position in its live region (moved), 'abgelegt' (dropped).
  const handle = page.getByRole('button', { name: `Kategorie „${second}“ verschieben` });
  const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: `„${second}“` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const picked = (await live.textContent()) ?? '';
  await page.keyboard.press('ArrowUp');
  await expect(live).not.toHaveText(picked);
  await page.keyboard.press('Space');
  await expect(live).toContainText('abgelegt');
  await expect.poll(async () => (await indexOf(second)) < (await indexOf(first))).toBe(true);
  await page.reload();
  await expect(page.getByTestId('admin-section').filter({ hasText: first })).toBeVisible();
  expect(await indexOf(second)).toBe((await indexOf(first)) - 1);

  // Quiz authoring in the library (admin panel of the player modal).
  await page.goto('/dashboard/videos');
  await expect(page.getByText('Debug-Info (nur für Administratoren)')).toBeVisible();
  await page.getByRole('button', { name: `Video abspielen: ${videoTitle}` }).click();
  const player = page.getByRole('dialog', { name: videoTitle });
  await player.getByRole('button', { name: 'Frage hinzufügen' }).click();
  // The form's summary (role=alert) names the first problem; the field shows it too.
  await expect(player.getByRole('alert')).toHaveText(
    'Bitte füllen Sie alle Felder aus und wählen Sie mindestens eine richtige Antwort.',
  );
  await player.getByLabel('Frage', { exact: true }).fill('Was ist richtig?');
  for (const [label, text] of [
    ['A)', 'Eins'],
    ['B)', 'Zwei'],
    ['C)', 'Drei'],
    ['D)', 'Vier'],
  ]) {
    await player.getByLabel(`Antwort ${label}`, { exact: true }).fill(text!);
  }
  await player.getByLabel('Antwort B) ist richtig').check();
  await player.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await expect(player.getByText('Frage erfolgreich hinzugefügt')).toBeVisible();
  await expect(player.getByTestId('video-quiz-question')).toContainText('Was ist richtig?');
  await player.getByRole('button', { name: 'Frage löschen' }).click();
  await expect(page.getByText('Sind Sie sicher, dass Sie diese Frage löschen möchten?')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Bitte bestätigen' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(player.getByText('Zu diesem Video gibt es noch keine Quizfragen.')).toBeVisible();
  await player.getByRole('button', { name: 'Schließen' }).click();

  // Delete the video, then the category, each after a confirmation.
  await page.goto('/dashboard/admin?tab=videos');
  await page.getByRole('button', { name: `Video „${videoTitle}“ löschen` }).click();
  const confirmVideo = page.getByRole('dialog', { name: 'Bitte bestätigen' });
  await expect(confirmVideo).toContainText(`Möchten Sie das Video „${videoTitle}“ wirklich löschen?`);
  await confirmVideo.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video erfolgreich gelöscht' })).toBeVisible();
  await expect(page.getByTestId('admin-section').filter({ hasText: first })).toContainText(
    'Keine Videos in dieser Kategorie',
  );
  await page.getByRole('button', { name: `Kategorie „${first}“ löschen` }).click();
  const confirmSection = page.getByRole('dialog', { name: 'Bitte bestätigen' });
  await expect(confirmSection).toContainText('und alle ihre Videos wirklich löschen');
  await confirmSection.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kategorie erfolgreich gelöscht' })).toBeVisible();
  await expect(page.getByTestId('admin-section').filter({ hasText: first })).toHaveCount(0);
});
