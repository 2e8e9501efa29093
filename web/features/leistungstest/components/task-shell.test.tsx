import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../../../common/schemas/leistungstest.ts';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { TaskShell } from './task-shell.tsx';

setupComponentTests();

const run: RunRecord = {
  task: 'tracing',
  phase: 'practice',
  aborted: true,
  latencyMs: null,
  figures: { items: 0, correct: 0, medianMs: null },
};

function shell() {
  renderWithClient(
    <TaskShell
      task="tracing"
      instructions={<p>Anleitung</p>}
      Phase={() => <p>Phase läuft</p>}
      toRun={() => run}
      Result={() => null}
      calibration={null}
      onExit={() => {}}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Übung starten' }));
  fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
}

describe('a run that cannot be saved (issue 29)', () => {
  it("says why: the server's reason, not always the connection", async () => {
    stubApi(() => ({ status: 403, body: { error: { code: 'page_forbidden', message: 'gesperrt' } } }));
    shell();
    const alert = await screen.findByText(/Der Durchgang konnte nicht gespeichert werden\./);
    expect(alert.textContent).toContain('Dieser Bereich ist für Ihr Konto nicht freigeschaltet.');
    expect(alert.textContent).not.toContain('Verbindung');
  });
});
