import type { RunBody } from '../schemas/leistungstest.ts';
import { CONCENTRATION_PRACTICE_ITEMS, CONCENTRATION_SECONDS } from './leistungstest-concentration.ts';
import { DETERMINATION_PHASES, PACE } from './leistungstest-determination.ts';
import { PERCEPTION_SCENES, SCENE_PARTS } from './leistungstest-perception.ts';
import { REACTION_RULES, REACTION_TRIALS } from './leistungstest-reaction.ts';
import { TRACING_ITEMS } from './leistungstest-tracing.ts';

/**
 * Sanity checks of a run before it is saved (issue 29, decision 071). The figures come from the
 * browser's scoring modules; these checks catch what those modules can never produce (a client
 * bug, a hand-made request), so a history never shows an impossible run. Each answer is a German
 * sentence for the 400; null means the run is plausible.
 */
export function implausibleRun(run: RunBody): string | null {
  if (run.phase === 'practice' && !run.aborted)
    return 'Ein Durchgang endet nur in der Übung, wenn er dort abgebrochen wurde.';
  if (run.phase === 'scored' && !run.practised)
    return 'Vor der Wertung kommt die Übung. Dieser Durchgang hatte keine abgeschlossene Übung.';
  const complete = run.phase === 'scored' && !run.aborted;
  /** At most `limit` items in the phase; exactly that many when the scored phase ran to its end. */
  const length = (count: number, limit: number, what: string) => {
    if (count > limit) return `Zu viele ${what} für diese Phase (höchstens ${limit}).`;
    if (complete && count !== limit) return `Eine vollständige Wertung hat genau ${limit} ${what}.`;
    return null;
  };
  const noneIff = (value: number | null, none: boolean) => (value === null) === none;

  switch (run.task) {
    case 'reaction': {
      const f = run.figures;
      const trials = REACTION_TRIALS[f.mode][run.phase];
      if (f.correct + f.wrong + f.misses > f.trials)
        return 'Richtige, Fehler und Auslassungen sind zusammen mehr als die Signale.';
      const medianReaction = f.medianReactionMs;
      if (
        medianReaction !== null &&
        (medianReaction < REACTION_RULES.anticipationMs || medianReaction > REACTION_RULES.windowMs)
      )
        return `Die Reaktionszeit liegt außerhalb von ${REACTION_RULES.anticipationMs} bis ${REACTION_RULES.windowMs} ms.`;
      if (f.medianMotorMs !== null && f.correct === 0)
        return 'Eine Bewegungszeit gibt es nur mit mindestens einer richtigen Reaktion.';
      return length(f.trials, trials, 'Signale');
    }
    case 'determination': {
      const f = run.figures;
      const parts = run.phase === 'scored' ? DETERMINATION_PHASES.scored : 1;
      const tooLong = length(f.phases.length, parts, 'Abschnitte');
      if (tooLong) return tooLong;
      for (const key of ['correct', 'wrong', 'late', 'omitted'] as const)
        if (f.phases.reduce((sum, phase) => sum + phase[key], 0) !== f[key])
          return 'Die Summe der Abschnitte passt nicht zu den Gesamtzahlen.';
      for (const figures of [f, ...f.phases]) {
        if (!noneIff(figures.medianMs, figures.correct === 0))
          return 'Eine mittlere Zeit gibt es genau dann, wenn es richtige Antworten gibt.';
        if (figures.medianMs !== null && figures.medianMs > PACE.maxMs)
          return `Eine richtige Antwort kommt, solange das Signal zu sehen ist (höchstens ${PACE.maxMs} ms).`;
      }
      return null;
    }
    case 'concentration': {
      const f = run.figures;
      if (f.correct + f.wrong !== f.answered)
        return 'Richtige und falsche Antworten ergeben nicht die Zahl der Antworten.';
      if (!noneIff(f.medianMs, f.answered === 0))
        return 'Eine mittlere Zeit gibt es genau dann, wenn es Antworten gibt.';
      if (!noneIff(f.firstMedianMs, f.answered < 3) || !noneIff(f.lastMedianMs, f.answered < 3))
        return 'Zeiten für Anfang und Ende gibt es genau ab drei Antworten.';
      if (run.phase === 'practice' && f.answered > CONCENTRATION_PRACTICE_ITEMS)
        return `Die Übung hat höchstens ${CONCENTRATION_PRACTICE_ITEMS} Figuren.`;
      // The last answer may come just after the time is up (one frame, one key press).
      if (f.durationS > CONCENTRATION_SECONDS + 5)
        return `Die Wertung dauert ${CONCENTRATION_SECONDS / 60} Minuten, nicht länger.`;
      return null;
    }
    case 'perception': {
      const f = run.figures;
      if (f.hits + f.misses + f.falseAlarms + f.correctRejections !== f.scenes * SCENE_PARTS.length)
        return `Zu jeder Szene gehören genau ${SCENE_PARTS.length} Antworten (da oder nicht da).`;
      if (f.hits + f.misses < f.scenes) return 'In jeder Szene ist mindestens eine Sache zu sehen.';
      return length(f.scenes, PERCEPTION_SCENES[run.phase], 'Szenen');
    }
    case 'tracing': {
      const f = run.figures;
      if (f.correct > f.items) return 'Es gibt mehr richtige Antworten als Aufgaben.';
      if (!noneIff(f.medianMs, f.items === 0))
        return 'Eine mittlere Zeit gibt es genau dann, wenn es Antworten gibt.';
      return length(f.items, TRACING_ITEMS[run.phase], 'Aufgaben');
    }
  }
}
