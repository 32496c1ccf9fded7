import { expect } from 'vitest';
import { Refusal } from '#server/http/refusal.ts';

/** The `Refusal` a server module threw, failing the test when it resolved or threw something else. */
export async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}
