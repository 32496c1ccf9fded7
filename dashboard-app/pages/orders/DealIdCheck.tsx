import { dealIdCheckText, type IdCheckedDeal } from '#lib/orders/deal-id-check.ts';

/**
 * "Check ID for the deal — …" on an order with a first-visit or birthday deal: the budtender
 * checks the photo ID before handing the order over at its discounted total. Nothing otherwise.
 */
export function DealIdCheck({ deals, className = '' }: { deals: readonly IdCheckedDeal[]; className?: string }) {
  const text = dealIdCheckText(deals);
  if (!text) return null;
  return (
    <p
      data-testid="deal-id-check"
      className={`rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 text-sm font-semibold text-ink ${className}`}
    >
      {text}
    </p>
  );
}
