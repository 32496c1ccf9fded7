/**
 * The one database seam. The app runs on the embedded PGlite database by default and on any
 * PostgreSQL 15+ (Supabase in production) when `DATABASE_URL` is set; both speak the same SQL
 * with `$1`-style parameters, and both return rows shaped the same way (int8 as number,
 * numeric as string, timestamps as Date).
 */
export type Row = Record<string, unknown>;

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws.
   * Statements `fn` sent without waiting for them are answered before the commit (on PostgreSQL,
   * in the same round trip); if any statement failed, even one `fn` caught, nothing is committed
   * and the first failure is thrown. Handle an unawaited statement's failure
   * (`Promise.allSettled`): the transaction reports it, the caller need not.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every `pg_notify(channel, payload)` committed by anyone using this
   * database (another instance included); resolves to a function that stops listening.
   * `onListening` is called each time the subscription is made: first, and again whenever the
   * driver re-subscribes after its connection was lost (what was announced in between is lost).
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The first row, or `undefined` when there is none. */
export async function queryOne<T extends Row = Row>(
  db: Queryable,
  text: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(text, params);
  return rows[0];
}

/**
 * Runs `work` in one transaction. A manager's store-scoped work (`withStoreScope`) is one already,
 * and is handed a transaction; an admin's is handed the database, and opens one here.
 */
export function inOneTransaction<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? (db as Database).transaction(work) : work(db);
}
