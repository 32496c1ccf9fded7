import { expect } from 'vitest';
import { Refusal } from '#server/http/refusal.ts';

/** The error of class `kind` a promise rejected with, failing the test when it resolved or threw something else. */
export async function thrownBy<T>(promise: Promise<unknown>, kind: abstract new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  return error as T;
}

/** The `Refusal` a server module threw, failing the test when it resolved or threw something else. */
export function refusal(promise: Promise<unknown>): Promise<Refusal> {
  return thrownBy(promise, Refusal);
}
