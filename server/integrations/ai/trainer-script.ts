import type { MpuType } from '../../../common/domain/mpu.ts';

/**
 * The offline exam trainer's interview: typical topics of the psychological interview (MPU-FACTS §4):
 * the offence and its history, the reasons, what changed, the future and relapse prevention.
 */
const OPENING = [
  'Guten Tag, schön, dass Sie da sind. Erzählen Sie mir bitte zuerst mit Ihren eigenen Worten: Warum sind Sie heute hier – was ist damals passiert?',
  'Wie kam es aus Ihrer heutigen Sicht dazu? Was war damals in Ihrem Leben los?',
];

const BY_REASON: Record<MpuType, string[]> = {
  alcohol: [
    'Wann haben Sie zum ersten Mal Alkohol getrunken, und wie hat sich Ihr Trinken danach entwickelt?',
    'Wie viel haben Sie in der Zeit vor der Fahrt typischerweise getrunken – an einem normalen Abend und am Wochenende?',
    'Bei der Kontrolle wurde ein hoher Wert gemessen. Wie erklären Sie sich, dass Sie sich damit noch fahrtüchtig gefühlt haben?',
  ],
  drugs: [
    'Welche Substanzen haben Sie konsumiert, wie oft und in welchen Situationen?',
    'Welche Rolle haben Drogen damals in Ihrem Alltag und in Ihrem Freundeskreis gespielt?',
  ],
  medizinalcannabis: [
    'Wofür ist Ihnen Cannabis verordnet, und wie nehmen Sie es genau ein?',
    'Wie stellen Sie sicher, dass Sie nur fahren, wenn Sie nicht beeinträchtigt sind?',
  ],
  points: [
    'Wie kam es zu den vielen Verstößen? Was war Ihnen beim Autofahren damals wichtig?',
    'Wie haben Sie reagiert, als die ersten Punkte und die Verwarnung kamen?',
  ],
  criminal: [
    'Schildern Sie bitte die Situation, die zur Anzeige geführt hat. Was haben Sie in dem Moment gedacht und gefühlt?',
    'Wie gehen Sie heute mit Ärger und Stress um, zum Beispiel im Straßenverkehr?',
  ],
};

const CLOSING = [
  'Was haben Sie seitdem konkret verändert? Woran merken andere Menschen diese Veränderung?',
  'Welche Unterstützung oder Nachweise haben Sie dafür genutzt, zum Beispiel Beratung oder Abstinenznachweise?',
  'Stellen Sie sich eine schwierige Situation vor – eine Feier, Streit oder großen Stress. Was genau tun Sie dann?',
  'Woran würden Sie früh erkennen, dass Sie in alte Muster zurückfallen, und was tun Sie dann?',
];

export const TRAINER_END =
  'Vielen Dank, das war die letzte Frage dieser Übung. Lesen Sie Ihre Antworten noch einmal: Sind sie offen, konkret und stimmig mit Ihrer Akte? Sie können jederzeit eine neue Übung beginnen.';

export function interviewQuestions(reasons: MpuType[]): string[] {
  const specific = (reasons.length > 0 ? reasons : (['alcohol'] as MpuType[])).flatMap((r) => BY_REASON[r]);
  return [...OPENING, ...specific, ...CLOSING];
}

const BLAME =
  /\b(pech|zufall|alle machen|jeder macht|nur ein (bier|glas)|nur einmal|harmlos|die polizei|schuld (war|hatte|hat) (der|die|das))/i;
const CONCRETE_PLAN =
  /\b(wenn|dann|ich werde|ich würde|plan|rufe|anrufen|gehe|nehme|verlasse|taxi|bahn|selbsthilfe|beratung)\b/i;

/** Short hints on an answer — simple text checks, said to be such, not an assessment. */
export function answerHint(answer: string, questionIndex: number, total: number): string {
  const words = answer.trim().split(/\s+/).filter(Boolean).length;
  if (words < 12) {
    return 'Hinweis: Das war sehr knapp. Im Gespräch zählen konkrete Einzelheiten aus Ihrem eigenen Leben – wann, wie viel, mit wem, was Sie gedacht und gefühlt haben.';
  }
  if (BLAME.test(answer)) {
    return 'Hinweis: Achten Sie darauf, keine äußeren Umstände verantwortlich zu machen. Im Gespräch wird darauf geachtet, ob Sie Verantwortung für Ihr Verhalten übernehmen.';
  }
  if (questionIndex >= total - 2 && !CONCRETE_PLAN.test(answer)) {
    return 'Hinweis: Beschreiben Sie möglichst konkret, was Sie in einer solchen Situation tun – Schritt für Schritt, mit Ihren eigenen Strategien.';
  }
  return 'Hinweis: Das ist eine ausführliche Antwort. Prüfen Sie, ob sie zu Ihrer Akte und Ihrem Fragebogen passt.';
}
