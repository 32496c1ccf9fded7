import { useStore } from '@nanostores/react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { CheckoutRequest } from '#lib/checkout/checkout-request.ts';
import { fieldMessages, firstMessages } from '#lib/http/api-error.ts';
import { createHttpClient, HttpError } from '#lib/http/http-client.ts';
import type { PickupSlot } from '#lib/pickup/pickup-slots.ts';
import { formatCents } from '#lib/money.ts';
import { cartStoreElsewhere, checkoutPathOf } from '#lib/cart/cart-checkout-store.ts';
import { $cart, $cartStoreId, clearCart } from '#stores/cart.ts';
import { refreshCartQuote, settledCartQuote, type CartQuote } from '#stores/cart-quote.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';
import {
  ConsentFields,
  MenuModeFields,
  NotesFields,
  PickupPersonFields,
  type CheckBinding,
  type Mode,
  type TextBinding,
} from './CheckoutSections.tsx';
import { checkoutKey, forgetCheckoutKey } from './checkout-key.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PickupSlotPicker } from './PickupSlotPicker.tsx';
import { RewardsRedemption } from './RewardsRedemption.tsx';
import { TotalAtPlaceOrder } from './TotalAtPlaceOrder.tsx';
import { quoteContact, useCheckoutQuote } from './use-checkout-quote.ts';
import { RegistryStandingNotice, StockStandingNotice } from './CheckoutStanding.tsx';
import { useCheckoutStanding } from './use-checkout-standing.ts';
import { useHydrated } from './use-hydrated.ts';

/** What the page knows before the shopper types: the signed-in customer's details, the menu, the slots. */
export interface CheckoutPrefill {
  name: string;
  email: string;
  phone: string;
  birthdate: string;
  medicalCardNumber: string;
  medicalCardExpiresOn: string;
}

interface Props {
  prefill: CheckoutPrefill;
  defaultMode: Mode;
  slots: PickupSlot[];
  recaptchaSiteKey: string | null;
  /** Signed in: the points balance and what points buy; null for guests. */
  rewards: { balance: number; tiers: { points: number; discountCents: number }[] } | null;
  /** The slug of the store the checkout is at (`?store=`), sent with every request; null for the default store. */
  store?: string | null;
}

/** The message beside each field, and `form`'s above them all. */
type CheckoutFieldErrors = Record<string, string>;

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(key: string, options: { action: string }): Promise<string>;
};

/** A reCAPTCHA v3 token when the script has loaded (after the first interaction); '' otherwise. */
async function recaptchaToken(siteKey: string | null): Promise<string> {
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!siteKey || !grecaptcha) return '';
  return new Promise((resolve) =>
    grecaptcha.ready(() => void grecaptcha.execute(siteKey, { action: 'checkout' }).then(resolve, () => resolve(''))),
  );
}

/**
 * The pickup checkout: contact and age, adult-use or medical (card), pickup time, notes and
 * consents, with the order priced by the server beside it. The browser checks with the same
 * schema as the server for instant feedback; the server decides, and its answers land beside
 * the field they concern.
 */
export function CheckoutForm({ prefill, defaultMode, slots, recaptchaSiteKey, rewards, store = null }: Props) {
  const lines = useStore($cart);
  const cartStoreId = useStore($cartStoreId);
  const hydrated = useHydrated();
  const [values, setValues] = useState({ ...prefill, pickupSlotStart: '', notes: '', website: '' });
  const [mode, setMode] = useState(defaultMode);
  const [consents, setConsents] = useState({ emailMarketing: false, smsMarketing: false, acknowledgeId: false });
  const [errors, setErrors] = useState<CheckoutFieldErrors>({});
  const [sending, setSending] = useState(false);
  const [redeemPoints, setRedeemPoints] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const quoteState = useCheckoutQuote(
    mode,
    redeemPoints,
    quoteContact(values.email, values.birthdate, values.phone, mode === 'medical' ? values.medicalCardNumber : ''),
    store,
  );
  const standing = useCheckoutStanding(mode, store, values.medicalCardNumber);
  const atStore = store ? { store } : {};
  const shownQuote = quoteState.status === 'ready' || quoteState.status === 'loading' ? quoteState.quote : null;
  const field = (name: keyof typeof values): TextBinding => ({
    name,
    value: values[name],
    onChange: (event) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name],
  });
  const consent = (name: keyof typeof consents): CheckBinding => ({
    name,
    checked: consents[name],
    onChange: (checked) => setConsents({ ...consents, [name]: checked }),
    error: errors[name],
  });

  function request(quote: CartQuote | null) {
    return {
      ...values,
      ...consents,
      mode,
      redeemPoints,
      idempotencyKey: checkoutKey(),
      lines: lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
      expectedTotalCents: quote?.totals.totalCents ?? null,
      expectedLines: (quote?.lines ?? []).map((line) => ({
        variantId: line.variantId,
        totalCents: line.totalCents,
        dealSlugs: line.deals.map((deal) => deal.slug),
      })),
      ...atStore,
    };
  }

  function showErrors(found: CheckoutFieldErrors) {
    setErrors(found);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function rememberContact() {
    if (lines.length === 0 || (!values.email && !values.phone)) return;
    const { idempotencyKey, name, email, phone } = request(null);
    void createHttpClient({ baseUrl: location.origin })
      .post('/api/checkout/contact', {
        idempotencyKey,
        name,
        email,
        phone,
        lines: lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
        ...atStore,
      })
      .catch(() => undefined);
  }

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = CheckoutRequest.safeParse(request(shownQuote));
    if (!parsed.success) return showErrors(firstMessages(fieldMessages(parsed.error.issues)));
    setSending(true);
    // The order is placed at the total on screen or not at all: wait for a quote still on its
    // way, and when it moves the total, show it instead of placing.
    const settled = await settledCartQuote();
    if (settled.status !== 'ready') {
      setSending(false);
      return showErrors({ form: 'We could not price your order just now. Check your connection and try again.' });
    }
    if (settled.quote.totals.totalCents !== shownQuote?.totals.totalCents) {
      setSending(false);
      return showErrors({
        form: `Your total is now ${formatCents(settled.quote.totals.totalCents)}. Check it and place the order.`,
      });
    }
    try {
      const body = {
        ...CheckoutRequest.parse(request(settled.quote)),
        recaptchaToken: await recaptchaToken(recaptchaSiteKey),
      };
      // The order's key is the request's Idempotency-Key: a placement whose answer was lost is sent
      // again, and the server returns the order it placed.
      const placed = await createHttpClient({ baseUrl: location.origin }).post<{ receipt: string }>(
        '/api/checkout',
        body,
        { idempotencyKey: body.idempotencyKey },
      );
      forgetCheckoutKey();
      clearCart();
      location.assign(placed.receipt);
    } catch (error) {
      setSending(false);
      if (!(error instanceof HttpError)) throw error;
      const answer = error.body as (NonNullable<HttpError['body']> & { problem?: { code: string } }) | null;
      // The server priced the order differently: the quote asks again, so the new total is the one shown.
      if (answer?.problem?.code === 'price_changed') refreshCartQuote();
      const fields = firstMessages(answer?.fields ?? {});
      showErrors({
        ...fields,
        form: fields.form ?? answer?.error ?? 'We could not place the order. Check your connection and try again.',
      });
    }
  }

  // The cart lives in this browser only: the server rendered the page without it, so until the
  // page is live the form waits instead of saying the cart is empty.
  if (!hydrated) {
    return (
      <div className="rounded-2xl border border-ink/15 bg-surface p-6" role="status">
        <p className="text-lg">Loading your cart…</p>
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="rounded-2xl border border-ink/15 bg-surface p-6">
        <p className="text-lg">Your cart is empty.</p>
        <a href="/#monroe-dispensary-menu" className="mt-3 inline-block font-semibold text-brand-800 underline">
          Shop the menu
        </a>
      </div>
    );
  }

  // With several stores, a cart filled at another store is priced here at this store's prices and
  // stock: the page says so and links the cart's own checkout, and the shopper chooses.
  const { stores } = pageCartSettings();
  const elsewhere = cartStoreElsewhere(stores, cartStoreId, store);
  const here = stores.find((candidate) => candidate.slug === store);
  const notice = elsewhere && here && (
    <div className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4" data-cart-store-elsewhere>
      <h2 className="text-lg font-bold text-brand-900">Your cart is for pickup at {elsewhere.name}</h2>
      <p className="mt-1">
        Here it is priced and placed at our {here.name} store, with {here.name}’s prices and stock.{' '}
        <a href={checkoutPathOf(elsewhere)} className="font-semibold text-brand-800 underline">
          Check out at {elsewhere.name}
        </a>{' '}
        to pick it up there.
      </p>
    </div>
  );

  const errorCount = Object.keys(errors).length;
  return (
    <>
      {notice}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <form
          onSubmit={submit}
          noValidate
          className="flex min-w-0 flex-col gap-6"
          aria-describedby={errorCount ? 'checkout-errors' : undefined}
        >
          <div ref={summaryRef} tabIndex={-1} id="checkout-errors" role={errorCount ? 'alert' : undefined}>
            {errorCount > 0 && (
              <div className="rounded-lg border-2 border-danger p-3 font-semibold text-danger">
                {errors.form ?? 'Some details need another look. The problems are marked below.'}
              </div>
            )}
          </div>
          <StockStandingNotice state={standing} />
          <PickupPersonFields field={field} onContactLeft={rememberContact} />
          <MenuModeFields
            mode={mode}
            onModeChange={setMode}
            field={field}
            registry={<RegistryStandingNotice id="checkout-registry-standing" state={standing} />}
          />
          <PickupSlotPicker
            slots={slots}
            value={values.pickupSlotStart}
            onChange={(start) => setValues({ ...values, pickupSlotStart: start })}
            error={errors.pickupSlotStart}
          />
          {rewards && (
            <RewardsRedemption
              balance={rewards.balance}
              tiers={rewards.tiers}
              value={redeemPoints}
              onChange={setRedeemPoints}
              error={errors.redeemPoints ?? shownQuote?.rewardsProblem ?? undefined}
            />
          )}
          <NotesFields notes={field('notes')} website={field('website')} />
          <ConsentFields mode={mode} consent={consent} />
          <div className="flex flex-col gap-3">
            <TotalAtPlaceOrder id="checkout-total-at-button" state={quoteState} />
            <button
              type="submit"
              disabled={sending}
              aria-describedby="checkout-total-at-button"
              className="rounded-full bg-brand-700 px-6 py-4 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {sending ? 'Placing your order…' : 'Place order, pay at pickup'}
            </button>
          </div>
        </form>
        <OrderSummary lines={lines} state={quoteState} />
      </div>
    </>
  );
}
