import { type CsvExportQuestion, toQuestionCsv } from './exam-csv-write.ts';

/** Example rows of the CSV template an admin downloads (SPEC §2): every convention once. */
export const TEMPLATE_QUESTIONS: CsvExportQuestion[] = [
  {
    categoryName: 'Alkohol und Verkehr',
    question: 'Ab welcher Blutalkoholkonzentration ordnet die Fahrerlaubnisbehörde in der Regel eine MPU an?',
    options: ['0,5 Promille', '0,8 Promille', '1,6 Promille', '2,0 Promille'],
    correctAnswers: ['1,6 Promille'],
    explanation:
      'Ab 1,6 Promille wird in der Regel eine MPU angeordnet, bei wiederholten Verstößen auch schon darunter.',
    difficulty: 'easy',
    mpuTypes: ['alcohol'],
    // The Turkish and English columns: options in the same order as German (answers by position).
    categoryNames: { tr: 'Alkol ve trafik', en: 'Alcohol and traffic' },
    translations: {
      tr: {
        question: 'Sürücü belgesi makamı hangi kandaki alkol oranından itibaren genellikle MPU ister?',
        options: ['0,5 promil', '0,8 promil', '1,6 promil', '2,0 promil'],
        explanation:
          'Genellikle 1,6 promilden itibaren MPU istenir, tekrarlanan ihlallerde daha düşük değerlerde de.',
      },
      en: {
        question: 'From which blood alcohol level does the licence authority usually order an MPU?',
        options: ['0.5 per mille', '0.8 per mille', '1.6 per mille', '2.0 per mille'],
        explanation: 'From 1.6 per mille an MPU is usually ordered, after repeated offences also below that.',
      },
    },
  },
  {
    categoryName: 'Alkohol und Verkehr',
    question: 'Welche Nachweise können eine Abstinenz belegen? (Mehrere Antworten sind richtig.)',
    options: ['Urinscreenings', 'Haaranalysen', 'Eine eigene Erklärung', 'Ein "gutes Gefühl"'],
    correctAnswers: ['Urinscreenings', 'Haaranalysen'],
    explanation: 'Anerkannt sind forensisch gesicherte Urin- oder Haaranalysen, keine eigenen Angaben.',
    difficulty: 'medium',
    mpuTypes: ['alcohol', 'drugs'],
  },
  {
    categoryName: 'Ablauf der MPU',
    question: 'Aus welchen Teilen besteht eine MPU?',
    options: [
      'Fragebogen und Leistungstests',
      'Medizinische Untersuchung',
      'Psychologisches Gespräch',
      'Praktische Fahrprüfung',
    ],
    correctAnswers: [
      'Fragebogen und Leistungstests',
      'Medizinische Untersuchung',
      'Psychologisches Gespräch',
    ],
    explanation:
      'Zur MPU gehören Fragebögen, Leistungstests, ein medizinischer und ein psychologischer Teil.',
    difficulty: 'hard',
    mpuTypes: [],
    categoryNames: { tr: "MPU'nun işleyişi", en: 'How the MPU works' },
  },
];

/** The template file: a BOM so spreadsheet programs read the umlauts as UTF-8. */
export function csvTemplate(): string {
  return `\uFEFF${toQuestionCsv(TEMPLATE_QUESTIONS)}`;
}
