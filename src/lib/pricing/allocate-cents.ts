/**
 * Splits `totalCents` into whole-cent shares proportional to `weights`, by the largest remainder
 * method: each share starts at ⌊total × weight ÷ Σ weights⌋, and the cents still missing go one
 * each to the largest remainders, ties to the earlier position. The shares sum to the total
 * exactly, and none exceeds its weight when the total does not exceed Σ weights, so a discount
 * spread this way never makes a price negative. Callers pass weights in a deterministic order.
 * BigInt keeps total × weight exact whatever the size of the cart.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Cannot allocate ${totalCents} cents.`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('Allocation weights are whole numbers ≥ 0.');
  }
  const sum = weights.reduce((total, weight) => total + BigInt(weight), 0n);
  if (sum === 0n) {
    if (totalCents === 0) return weights.map(() => 0);
    throw new RangeError(`Cannot allocate ${totalCents} cents over nothing.`);
  }
  const total = BigInt(totalCents);
  const shares = weights.map((weight) => {
    const product = total * BigInt(weight);
    return { share: Number(product / sum), remainder: product % sum };
  });
  let missing = totalCents - shares.reduce((allocated, { share }) => allocated + share, 0);
  const byRemainder = shares
    .map((share, position) => ({ ...share, position }))
    .sort((a, b) => (a.remainder === b.remainder ? a.position - b.position : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(({ share }) => share);
  for (const { position } of byRemainder) {
    if (missing === 0) break;
    result[position]! += 1;
    missing -= 1;
  }
  return result;
}
