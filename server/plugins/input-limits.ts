import type { FastifyInstance } from 'fastify';
import { AppError } from '../kernel/errors.ts';

/** Deepest nesting of arrays and objects a request may carry (the deepest form sends 6). */
export const MAX_DEPTH = 64;

/**
 * Input beyond one of the app's limits (nesting, body size): 400 or 413 with a German sentence, and
 * one warn line without a stack trace (plugins/errors.ts), so a flood of them stays readable.
 */
export class InputLimitError extends AppError {
  readonly limit: string;
  /** Fastify reads it when the error comes out of a body stream. */
  readonly statusCode: number;
  constructor(limit: 'depth' | 'nul' | 'body', status: 400 | 413, publicMessage: string) {
    super(status === 413 ? 'too_large' : 'validation', status, `input beyond limit: ${limit}`, publicMessage);
    this.limit = limit;
    this.statusCode = status;
  }
}

export const tooDeep = () =>
  new InputLimitError(
    'depth',
    400,
    `Die Eingabe ist ungültig: zu tief verschachtelt (höchstens ${MAX_DEPTH} Ebenen). Bitte prüfen Sie die Angaben.`,
  );
export const tooLarge = () =>
  new InputLimitError('body', 413, 'Die Anfrage ist zu groß. Bitte senden Sie weniger Daten auf einmal.');
const withNul = () =>
  new InputLimitError(
    'nul',
    400,
    'Die Eingabe ist ungültig: sie enthält ein NUL-Zeichen. Bitte prüfen Sie die Angaben und versuchen Sie es erneut.',
  );

/**
 * Walks a parsed value with its own stack (never the call stack, so `[`×100,000 cannot overflow it):
 * 'depth' when arrays and objects nest deeper than `maxDepth`, 'nul' when a string or key holds a NUL
 * character (PostgreSQL text cannot store one), else null.
 */
export function inspectInput(value: unknown, maxDepth = MAX_DEPTH): 'depth' | 'nul' | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (!current || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= maxDepth) return 'depth';
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

/** Refuses too deep or NUL-carrying parameters, queries and bodies on every route, before validation. */
export function registerInputLimits(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = inspectInput(part);
      if (found === 'depth') throw tooDeep();
      if (found === 'nul') throw withNul();
    }
  });
}
