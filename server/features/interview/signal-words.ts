import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { defaultContentDir } from '../../content/loader.ts';

/**
 * The word lists the offline interviewer reads answers with: data in
 * content/interview/signal-words.yaml, each list compiled to one whole-word, case-insensitive pattern.
 */
const NAMES = [
  'BLAME',
  'VAGUE',
  'NUMBER',
  'DATE',
  'RECENT',
  'CHANGE',
  'THERAPY',
  'LEARNT',
  'NO_RISK',
  'ONLY_FEW',
  'SELF_CHECK',
  'CONTROLLED',
  'OWN_SHARE',
  'EXAMPLE',
  'DENIAL',
  'HISTORY',
  'UNDETECTED',
  'FUNCTION',
  'SUBSTITUTE',
  'RISK',
  'WARNING',
  'LAPSE',
  'ABSTINENT_CLAIM',
  'STILL_USING',
  'FIRST_TIME',
  'CRISIS',
] as const;

const file = path.join(defaultContentDir, 'interview', 'signal-words.yaml');
const lists = z
  .record(z.enum(NAMES), z.array(z.string().min(1)).min(1))
  .parse(parse(readFileSync(file, 'utf8')));

const words = (list: string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${list.join('|')})(?![\\p{L}])`, 'iu');

export const {
  BLAME,
  VAGUE,
  NUMBER,
  DATE,
  RECENT,
  CHANGE,
  THERAPY,
  LEARNT,
  NO_RISK,
  ONLY_FEW,
  SELF_CHECK,
  CONTROLLED,
  OWN_SHARE,
  EXAMPLE,
  DENIAL,
  HISTORY,
  UNDETECTED,
  FUNCTION,
  SUBSTITUTE,
  RISK,
  WARNING,
  LAPSE,
  ABSTINENT_CLAIM,
  STILL_USING,
  FIRST_TIME,
  CRISIS,
} = Object.fromEntries(NAMES.map((name) => [name, words(lists[name])])) as Record<
  (typeof NAMES)[number],
  RegExp
>;
