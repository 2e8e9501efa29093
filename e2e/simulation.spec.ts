import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('the demo learner runs a short exam simulation, hands in early and sees the result', async ({
  page,
}, info) => {
  // A long journey (run, result, a chapter, hub, overview): on a busy machine it needs more than 2 min.
  test.setTimeout(240_000);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Multiple Choice Kurse' })
    .click();
  await page.getByRole('link', { name: /^Prüfungssimulation/ }).click();
  await expect(page.getByRole('heading', { name: 'Prüfungssimulation', level: 1 })).toBeVisible();
  await expect(page.getByText(/Übungsschwelle dieser App, keine offizielle Grenze/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Simulation starten' }).click();
  await expect(page).toHaveURL(/\/dashboard\/quiz\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Verbleibende Zeit')).toBeVisible();
  await expect(page.getByText(/^(29:\d\d|30:00)$/)).toBeVisible();
  await expect(page.getByText(/^Frage 1 von \d+$/)).toBeVisible();
  const questionNav = page.getByRole('navigation', { name: 'Fragen der Simulation' });

  // Answer the first question: no feedback, only the count moves on.
  const options = page.locator('fieldset input');
  await options.first().check();
  await expect(page.getByText(/^1 von \d+ Fragen beantwortet$/)).toBeVisible();
  await expect(page.getByText('Richtig!')).toHaveCount(0);
  await expect(page.getByText('Leider falsch.')).toHaveCount(0);
  await expect(questionNav.getByRole('button', { name: 'Frage 1, beantwortet' })).toBeVisible();

  await page.getByRole('button', { name: 'Nächste Frage' }).click();
  await expect(page.getByText(/^Frage 2 von \d+$/)).toBeVisible();
  await options.first().check();
  await expect(page.getByText(/^2 von \d+ Fragen beantwortet$/)).toBeVisible();

  // Back to the first: the answer is still there, and a reload keeps it (saved on the server).
  await page.getByRole('button', { name: 'Vorherige Frage' }).click();
  await expect(page.getByText(/^Frage 1 von \d+$/)).toBeVisible();
  await expect(options.first()).toBeChecked();
  await page.reload();
  await expect(page.getByText(/^2 von \d+ Fragen beantwortet$/)).toBeVisible();
  await questionNav.getByRole('button', { name: 'Frage 3, noch offen' }).click();
  await expect(page.getByText(/^Frage 3 von \d+$/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('run-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: info.outputPath('run-360.png'), fullPage: true });

  // Hand in early: asked first, then the result with keys and explanations.
  await page.getByRole('button', { name: 'Abgeben' }).click();
  const dialog = page.getByRole('dialog', { name: 'Simulation abgeben?' });
  await expect(dialog).toContainText(/\d+ Fragen sind noch nicht beantwortet/);
  await dialog.getByRole('button', { name: 'Abgeben' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Ergebnis' })).toBeFocused();
  await expect(page.getByText(/^\d+ von \d+ Fragen richtig \(\d+ %\)$/)).toBeVisible();
  await expect(page.getByText('Übungsschwelle noch nicht erreicht')).toBeVisible();
  await expect(page.getByText(/keine offizielle Bestehensgrenze/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ergebnis nach Themen' })).toBeVisible();
  await expect(page.getByText('Nicht beantwortet').first()).toBeVisible();
  await expect(page.getByText('Richtige Antwort:').first()).toBeVisible();
  // The weakest areas link their chapters (content/exam-chapters.yaml); 'Fehler wiederholen'.
  const weakest = page.getByRole('region', { name: 'Hier lohnt sich das Üben am meisten' });
  await expect(weakest).toContainText('unter der Übungsschwelle');
  await expect(weakest.getByRole('link', { name: 'Fehler wiederholen' })).toHaveAttribute(
    'href',
    '/dashboard/quiz/wrong',
  );
  await expect(weakest.getByRole('link', { name: /^Fragen zu „.+“ üben$/ }).first()).toBeVisible();
  const chapter = weakest.locator('a[href*="#kapitel-"]').first();
  const chapterTitle = (await chapter.textContent()) ?? '';
  await chapter.click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}#kapitel-[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: chapterTitle }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Ihr Ergebnis' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('result-360.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath('result-desktop.png'), fullPage: true });

  // The hub lists it.
  await page.getByRole('link', { name: 'Zurück zu den Kursen' }).last().click();
  const history = page.getByRole('region', { name: 'Ihre Prüfungssimulationen' });
  await expect(history.getByText(/^\d+ von \d+ · Übungsschwelle nicht erreicht$/).first()).toBeVisible();
  await expectAccessible(page);

  // The overview shows the history too: date, score, threshold not reached.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Übersicht' })
    .click();
  const card = page.getByRole('region', { name: 'Prüfungssimulationen' });
  await expect(card.getByText(/^\d+ von \d+ · Übungsschwelle nicht erreicht$/).first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'Neue Simulation' })).toBeVisible();
  // (The overview with this card is checked with axe in plan.spec.ts.)
});
