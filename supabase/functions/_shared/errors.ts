/**
 * Errors and how the functions log them. The logs keep no personal data: a provider's or the
 * database's own words often name the recipient or quote the row, so only errors made here with
 * words of their own (a status, a code, an id) are logged with their message; any other is
 * logged by its kind alone.
 */

/** An error whose message says what failed without any personal data. */
export class ReportedError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ReportedError';
  }
}

/** An error as the logs may hold it. */
export function describeError(error: unknown): string {
  if (error instanceof ReportedError) return error.message;
  if (error instanceof Error) return error.name;
  return typeof error;
}
