import type { ErrorCode } from '../../common/schemas/errors.ts';

/** A domain error with a code the client maps to a text in the user's language (decision 003). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** A German sentence sent along for API users and tools that show the raw answer. */
  readonly publicMessage?: string;
  constructor(code: ErrorCode, status: number, message?: string, publicMessage?: string) {
    super(message ?? code);
    this.code = code;
    this.status = status;
    this.publicMessage = publicMessage;
  }
}

export const notFound = () => new AppError('not_found', 404);
export const conflict = (message?: string) => new AppError('conflict', 409, message);
