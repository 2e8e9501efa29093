import Papa from 'papaparse';
import { CSV_COLUMNS, LIST_SEPARATOR } from '../../common/domain/exam-csv.ts';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import { correctInOptionOrder, type QuestionCategory } from './questions.ts';

/** The import format's columns and cell separator live with the importer (common/domain/exam-csv.ts). */
export { CSV_COLUMNS, LIST_SEPARATOR as CELL_SEPARATOR };

const OPTION_COLUMNS = ['option_a', 'option_b', 'option_c', 'option_d'] as const;

/**
 * The question bank as CSV in the import format (RFC 4180: quoted where needed, CRLF line ends,
 * UTF-8 without BOM). One row per question:
 * - `option_a`…`option_d`: the options in order; a question with 3 options leaves `option_d` empty.
 *   The format has no fifth option column, so a question with 5 options cannot be exported (error).
 * - `correct_answers`: the full texts of the correct options, separated by `|`.
 * - `mpu_types`: the category's MPU types separated by `|`; a category for every type (empty list)
 *   lists all five, because an empty cell means `alcohol` on import (SPEC §5).
 */
export function questionBankToCsv(bank: readonly QuestionCategory[]): string {
  const rows = bank.flatMap((category) => {
    const types = category.mpu_types.length > 0 ? category.mpu_types : MPU_TYPES;
    return category.questions.map((q) => {
      if (q.options.length > OPTION_COLUMNS.length) {
        throw new Error(`question ${q.key}: ${q.options.length} options do not fit option_a…option_d`);
      }
      for (const text of [...q.options, ...types]) {
        if (text.includes(LIST_SEPARATOR)) {
          throw new Error(`question ${q.key}: '${LIST_SEPARATOR}' is the cell separator: ${text}`);
        }
      }
      const options = Object.fromEntries(OPTION_COLUMNS.map((column, i) => [column, q.options[i] ?? '']));
      return {
        category_name: category.name,
        question: q.question,
        ...options,
        correct_answers: correctInOptionOrder(q).join(LIST_SEPARATOR),
        explanation: q.explanation,
        difficulty: q.difficulty,
        mpu_types: types.join(LIST_SEPARATOR),
      };
    });
  });
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n', quotes: false })}\r\n`;
}
