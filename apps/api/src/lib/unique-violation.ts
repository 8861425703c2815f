/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), optionally of one named
 * index. Drizzle wraps the driver's error in its own, so the chain of causes is searched.
 * @param error what a query threw
 * @param constraint the index name, e.g. `sellers_email_key`
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const candidate = cause as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return constraint === undefined || candidate.constraint === constraint;
    }
    cause = candidate.cause;
  }
  return false;
}
