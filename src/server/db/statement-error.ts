/**
 * What a failed statement's error says, read the same from both engines: postgres.js names the
 * broken constraint `constraint_name`, PGlite `constraint`.
 */
export interface StatementError {
  /** The SQLSTATE: 23505 for a unique value taken, RR001 for an order refused (refuse_order). */
  code: string;
  message: string;
  /** The constraint the statement broke, if it broke one. */
  constraint: string | undefined;
  /** The server's detail line, '' when it sent none. */
  detail: string;
}

/** The statement error `error` is, or undefined for anything else (a lost connection, a bug). */
export function statementError(error: unknown): StatementError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as {
    code?: unknown;
    message?: unknown;
    constraint?: unknown;
    constraint_name?: unknown;
    detail?: unknown;
  };
  if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) return undefined;
  const constraint = fields.constraint ?? fields.constraint_name;
  return {
    code: fields.code,
    message: typeof fields.message === 'string' ? fields.message : '',
    constraint: typeof constraint === 'string' ? constraint : undefined,
    detail: typeof fields.detail === 'string' ? fields.detail : '',
  };
}

/** The error is a unique value taken: any, or the one `constraint` guards. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failed = statementError(error);
  return failed?.code === '23505' && (constraint === undefined || failed.constraint === constraint);
}
