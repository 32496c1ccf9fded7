import { formatCents } from '#lib/money.ts';

/** Spend rewards points at checkout: the rewards the balance reaches, or none. */
export function RewardsRedemption({
  balance,
  tiers,
  value,
  onChange,
  error,
}: {
  balance: number;
  tiers: { points: number; discountCents: number }[];
  value: number;
  onChange: (points: number) => void;
  error?: string | undefined;
}) {
  const reachable = tiers.filter((tier) => tier.points <= balance);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="checkout-redeemPoints" className="font-semibold">
        Use rewards points <span className="font-normal text-ink-muted">(you have {balance})</span>
      </label>
      <select
        id="checkout-redeemPoints"
        name="redeemPoints"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={reachable.length === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-redeemPoints-error' : undefined}
        className="w-full min-w-0 rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 text-lg"
      >
        <option value={0}>
          {reachable.length === 0 ? `Rewards start at ${tiers[0]?.points ?? 0} points` : 'Keep my points'}
        </option>
        {reachable.map((tier) => (
          <option key={tier.points} value={tier.points}>
            {`${tier.points} points: ${formatCents(tier.discountCents)} off`}
          </option>
        ))}
      </select>
      {error && (
        <p id="checkout-redeemPoints-error" className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
