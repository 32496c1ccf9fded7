import type { Database, Queryable } from '#server/db/database.ts';

export interface StatementTally {
  statements: number;
  /** Times the caller waited with nothing else in flight: statements sent together count once. */
  waits: number;
}

/**
 * `db` with every statement counted, those inside its transactions included (their begin and
 * commit are not): how much a piece of code asks the database, and how often it waits for it.
 */
export function countingStatements(db: Database): { db: Database; tally: StatementTally } {
  const tally: StatementTally = { statements: 0, waits: 0 };
  let inFlight = 0;
  const wrap = (target: Queryable): Queryable => ({
    async query(text, params) {
      tally.statements += 1;
      if (inFlight++ === 0) tally.waits += 1;
      try {
        return await target.query(text, params);
      } finally {
        inFlight -= 1;
      }
    },
    exec: (script) => target.exec(script),
  });
  const counted: Database = {
    ...wrap(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    listen: (...args) => db.listen(...args),
    close: () => db.close(),
  };
  return { db: counted, tally };
}
