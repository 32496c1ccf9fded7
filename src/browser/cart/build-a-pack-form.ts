/**
 * The build-a-pack page (src/pages/build-a-pack.astro): counts the items chosen for each pack,
 * prices a complete pack with the cart's own engine (priceCart: today's deals and Michigan taxes,
 * for the chosen items alone), and adds the pack to the cart in one go. The pack goes in whole or
 * not at all: every size is checked against the Michigan limits and the stock first (the cart's
 * rules), and a refusal is said beside its size and in the cart notice, which also confirms what
 * went in. The cart quote and checkout decide the price.
 */
import type { CartLine, CartMode } from '#lib/cart/cart-line.ts';
import { addLine } from '#lib/cart/cart-rules.ts';
import type { Deal } from '#lib/deals/deal.ts';
import { menuPriceCents } from '#lib/deals/variant-price.ts';
import { formatCents } from '#lib/money.ts';
import { priceCart, type CartLineInput } from '#lib/pricing/cart-pricing.ts';
import type { TaxRates } from '#lib/pricing/taxes.ts';
import { $cart, addToCart } from '#stores/cart.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';
import { reportAddition } from './cart-notice.ts';
import { messageBeside, messageOf, say } from './form-messages.ts';
import { pageCartLine } from './page-cart-lines.ts';

interface PackTerms {
  slug: string;
  title: string;
  quantity: number;
  priceCents: number;
}

interface PackPricing {
  deals: Deal[];
  timeZone: string;
  /** The store the page adds for; null, the default store. */
  storeId: string | null;
  rates: TaxRates;
  /** What deals match a product on, by its slug. */
  products: Record<string, Chosen['product']>;
}

interface Chosen {
  input: HTMLInputElement;
  line: Omit<CartLine, 'quantity'>;
  product: { brandSlug: string | null; categorySlugs: string[] };
  quantity: number;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

const termsOf = (form: HTMLFormElement) => JSON.parse(form.dataset.deal ?? '{}') as PackTerms;

let pricing: PackPricing | undefined;
function pagePricing(): PackPricing {
  pricing ??= JSON.parse(document.getElementById('pack-pricing')?.textContent ?? '{}') as PackPricing;
  return pricing;
}

/** The sizes chosen, or null when a box holds something that is not a whole number in its range. */
function chosenIn(form: HTMLFormElement): Chosen[] | null {
  const chosen: Chosen[] = [];
  // Each box is named by its size's variant id (src/components/cart/SizeQuantityTable.astro).
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
    const quantity = input.value.trim() === '' ? 0 : input.valueAsNumber;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > Number(input.max)) return null;
    const line = pageCartLine(input.name);
    if (quantity === 0 || !line) continue;
    chosen.push({
      input,
      quantity,
      line,
      product: pagePricing().products[line.productSlug] ?? { brandSlug: null, categorySlugs: [] },
    });
  }
  return chosen;
}

/** The chosen items priced on their own, as the cart would price them. */
function priceOf(chosen: readonly Chosen[], mode: CartMode, terms: PackTerms): string {
  const { deals, timeZone, rates } = pagePricing();
  const lines: CartLineInput[] = chosen.map(({ line, product, quantity }) => ({
    key: line.variantId,
    productSlug: line.productSlug,
    brandSlug: product.brandSlug,
    categorySlugs: product.categorySlugs,
    unitPriceCents: menuPriceCents(line, mode),
    exciseTaxable: line.exciseTaxable,
    quantity,
  }));
  const priced = priceCart(lines, {
    mode,
    deals,
    now: new Date(),
    timeZone,
    rates,
    customer: { firstOrder: false, birthdayThisMonth: false },
  });
  const beforeTax = priced.subtotalCents - priced.discountCents;
  const price = `${formatCents(beforeTax)} before tax, ${formatCents(priced.totalCents)} out the door.`;
  return priced.applied.some((deal) => deal.slug === terms.slug)
    ? `Your pack: ${price}`
    : `The pack price does not lower these items: on their own they cost ${price}`;
}

/** Brings the count, the price and the button of one pack up to date. */
function update(form: HTMLFormElement): void {
  const terms = termsOf(form);
  const chosen = chosenIn(form);
  const count = chosen?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  const complete = chosen !== null && count === terms.quantity;
  const countText =
    chosen === null ? `Enter whole numbers from 0 to the stock.` : `${count} of ${terms.quantity} chosen`;
  say(form.querySelector('[data-pack-count]'), countText, chosen === null || count > terms.quantity);
  const priceElement = form.querySelector('[data-pack-price]');
  if (priceElement) priceElement.textContent = complete ? priceOf(chosen, pageCartSettings().mode, terms) : '';
  form.querySelector('[data-pack-submit]')?.setAttribute('aria-disabled', String(!complete));
  const summary = form.querySelector('[data-pack-summary]');
  if (complete) say(summary, '', false);
  else if (count > terms.quantity)
    say(summary, `A pack holds ${items(terms.quantity)}: take ${count - terms.quantity} out.`, false);
  else say(summary, `Choose ${terms.quantity - count} more to add the pack.`, false);
}

function onInput(event: Event): void {
  const form = (event.target as Element).closest<HTMLFormElement>('form[data-pack]');
  if (form) update(form);
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (!form.matches('form[data-pack]')) return;
  event.preventDefault();
  const terms = termsOf(form);
  const summary = form.querySelector('[data-pack-summary]');
  const chosen = chosenIn(form);
  const count = chosen?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  if (chosen === null || count !== terms.quantity) {
    update(form);
    say(summary, `Choose exactly ${items(terms.quantity)} to add the pack (${count} chosen).`, true);
    return;
  }
  const { mode, limits } = pageCartSettings();
  // The whole pack is tried on a copy of the cart first: it goes in whole or not at all.
  let trial: readonly CartLine[] = $cart.get();
  const refusals: string[] = [];
  for (const item of chosen) {
    say(messageOf(item.input), '', false);
    const change = addLine(trial, item.line, item.quantity, { mode, settings: limits });
    if (change.ok) trial = change.cart;
    else {
      say(messageBeside(item.input), change.message, true);
      refusals.push(`${item.line.productName}, ${item.line.sizeLabel}: ${change.message}`);
    }
  }
  if (refusals.length > 0) {
    reportAddition({ refused: `The pack was not added. ${refusals.join(' ')}` });
    return;
  }
  const { storeId } = pagePricing();
  for (const item of chosen) {
    const result = addToCart(item.line, item.quantity, mode, storeId);
    // A cart for another store takes none of the pack: say so once, as for a refused size.
    if (!result.ok && result.reason === 'store') {
      reportAddition({ refused: `The pack was not added. ${result.message}` });
      return;
    }
    if (!result.ok) say(messageBeside(item.input), result.message, true);
  }
  for (const item of chosen) item.input.value = '0';
  update(form);
  reportAddition({ added: `Added the pack (${items(terms.quantity)}) to your cart.` });
}

/** Makes the pack forms work; without JavaScript they stay a list with a disabled button. */
export function enhanceBuildAPack(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-pack]')) {
    form.noValidate = true;
    form.querySelector<HTMLButtonElement>('[data-pack-submit]')?.removeAttribute('disabled');
    update(form);
  }
  document.addEventListener('input', onInput);
  document.addEventListener('submit', onSubmit);
}
