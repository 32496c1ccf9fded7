import type { Queryable } from './database.ts';

/** A transaction's statements, followed for both engines (postgres.ts, pglite.ts). */
export interface FollowedStatements {
  /** What the transaction's function is given: `inner`, each statement followed. */
  tx: Queryable;
  /** Follows a statement the engine itself sends (PostgreSQL's `begin`). */
  follow<T>(statement: Promise<T>): Promise<T>;
  /** The first statement that failed, if any did, even one whose caller caught the failure. */
  failure(): { error: unknown } | undefined;
  /** Resolves once every statement sent so far has been answered, the unawaited ones included. */
  settled(): Promise<void>;
  /**
   * Called as the engine sends `commit` or `rollback`: a statement sent after it would run outside
   * the transaction, so it is refused instead (it fails, and is not sent).
   */
  end(): void;
}

/**
 * Follows what a transaction sends, so that a transaction commits only when every one of its
 * statements succeeded: the first failure is what the transaction throws, even when the function
 * caught it or never waited for the statement. A function may so send its last statements and
 * return without waiting for them (every one of them sent before it returns, not after an await): on PostgreSQL the commit then goes in the same round trip
 * (docs/decisions/0048-commit-sent-with-the-last-writes.md), and a statement that fails there
 * turns the commit into a rollback and is thrown.
 */
export function followStatements(inner: Queryable): FollowedStatements {
  let failure: { error: unknown } | undefined;
  let ended = false;
  const answered = new Set<Promise<void>>();
  const afterEnd = () =>
    Promise.reject(
      new Error(
        'A statement was sent after its transaction ended: it was not run. Send it before the function returns.',
      ),
    );
  const follow = <T>(statement: Promise<T>): Promise<T> => {
    const followed = statement.catch((error: unknown) => {
      failure ??= { error };
      throw error;
    });
    const settled = followed.then(
      () => undefined,
      () => undefined,
    );
    answered.add(settled);
    void settled.then(() => answered.delete(settled));
    return followed;
  };
  return {
    tx: {
      query: (text, params) => (ended ? afterEnd() : follow(inner.query(text, params))),
      exec: (script) => (ended ? afterEnd() : follow(inner.exec(script))),
    },
    follow,
    failure: () => failure,
    settled: async () => {
      while (answered.size > 0) await Promise.all(answered);
    },
    end: () => void (ended = true),
  };
}
