import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import type { OrderDetail } from '#lib/orders/order-detail.ts';
import type { CartLine } from '#lib/cart/cart-line.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import { startFakeMetrc, type FakeMetrc, type FakeReceipt } from '../support/fake-metrc.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { THIRD_PARTY_TEST_CONFIG } from '../support/third-party-stand-ins.ts';
import { signInAs } from './dashboard-support.ts';
import { UNLISTED_REASONS } from '#lib/inventory/listing-guard.ts';
import { AGE_COOKIE, expect, test, visitorAddress } from './fixtures.ts';
import { addToCart, checkOut, shopperContext, shoppersPhone, totalSettled } from './shopper-support.ts';

/**
 * Issue 34's proof, end to end against a local fake Metrc over real HTTP: a built store of its own
 * (test clock, sealed credentials) whose admin points it at the fake and whose manager maps the
 * fake's packages to menu sizes. The store's menu then follows Metrc (synced counts, a hold takes
 * a size off within a round); every order handed over becomes exactly one receipt with its
 * packages, quantities, amounts and handover time, through an outage in the middle of the run;
 * and a medical order over the patient's allotment is refused with both numbers.
 *
 * The fake's clock is the store's test clock: a round is run by moving the store's clock
 * (POST /api/test-clock) after moving the fake's to the same instant.
 */
const LICENCE = 'AU-R-000555';
const VENDOR_KEY = 'e2e-vendor-key-0001';
const USER_KEY = 'e2e-user-key-0001';
const LOADED = { timeout: 20_000 };

const GOLD = { path: '/products/copper-country-cannabis-acapulco-gold', size: '3.5 g' };
const PRE_ROLLS = { path: '/products/grand-river-farms-banana-kush-pre-roll', size: '5-pack' };
const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: '3.5 g' };

/** The fake's packages: 14 g of flower (four eighths), twelve pre-roll packs, 7 g to put on hold, one never mapped. */
const PACKAGES = {
  gold: '1A4FF0100000022000001001',
  preRolls: '1A4FF0100000022000001002',
  chemdawg: '1A4FF0100000022000001003',
  unmapped: '1A4FF0100000022000001004',
} as const;

const MEDICAL_CARD = 'MM20261208';

/** A size as the product page offers it to the cart. */
type Size = Pick<CartLine, 'variantId' | 'productName' | 'sizeLabel'>;

test.describe.serial('a store whose stock and sales are Metrc’s', () => {
  let fake: FakeMetrc;
  let store: StoreServer;
  /** The store's test clock less the machine's, so the fake reads the same time. */
  let clockOffsetMs = 0;
  let admin: BrowserContext;
  let manager: BrowserContext;
  const sizes = {} as Record<'gold' | 'preRolls' | 'chemdawg', Size>;
  /** Pickup times the checkout offered, latest last. */
  let slots: string[] = [];
  /** Every order handed over, by number. */
  const handedOver: string[] = [];

  const url = (path: string) => `${store.baseURL}${path}`;
  const origin = () => ({ Origin: store.baseURL });

  /** Moves the store's clock (and the fake's) forward by `ms` and runs one round of every job. */
  async function round(request: APIRequestContext, ms = 20_000): Promise<Record<string, unknown>> {
    const { now } = (await (await request.get(url('/api/test-clock'))).json()) as { now: string };
    const at = new Date(Date.parse(now) + ms);
    clockOffsetMs = at.getTime() - Date.now();
    const moved = await request.post(url('/api/test-clock'), { data: { at: at.toISOString() }, headers: origin() });
    expect(moved.status(), await moved.text()).toBe(200);
    return ((await moved.json()) as { jobs: Record<string, unknown> }).jobs;
  }

  /** A browser of its own for a staff member, signed in, speaking for a client of its own. */
  async function staffContext(browser: Browser, role: 'admin' | 'manager'): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: store.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress(`metrc-sync ${role}`) },
    });
    await signInAs(context, store.baseURL, role);
    return context;
  }

  /** The sizes a product page offers to the cart, by label. */
  async function sizesOn(request: APIRequestContext, path: string): Promise<Size[]> {
    const html = await (await request.get(url(path), { headers: { cookie: `${AGE_COOKIE}=adult` } })).text();
    return [...html.matchAll(/data-line="([^"]+)"/g)].map(
      (match) => JSON.parse(match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Size,
    );
  }

  /** Units of each size the store would sell now, as the cart's quote says. */
  async function available(request: APIRequestContext, ...wanted: Size[]): Promise<number[]> {
    const quote = await request.post(url('/api/cart/quote'), {
      data: { mode: 'adult', lines: wanted.map((size) => ({ variantId: size.variantId, quantity: 1 })) },
      headers: origin(),
    });
    expect(quote.status(), await quote.text()).toBe(200);
    const { lines } = (await quote.json()) as { lines: { available: number; sellable: boolean }[] };
    return lines.map((line) => (line.sellable ? line.available : 0));
  }

  /** Places a guest's adult-use order through the checkout endpoint the storefront posts to. */
  async function placeOrder(request: APIRequestContext, lines: { size: Size; quantity: number }[]): Promise<string> {
    const who = randomBytes(4).toString('hex');
    // The latest pickup times, which stay offered while the run moves the clock on by minutes.
    for (const slot of slots.slice(-4).reverse()) {
      const placed = await request.post(url('/api/checkout'), {
        data: {
          idempotencyKey: randomBytes(24).toString('hex'),
          mode: 'adult',
          name: `Metrc Shopper ${who}`,
          email: `metrc.${who}@example.com`,
          phone: shoppersPhone(),
          birthdate: '1986-06-04',
          pickupSlotStart: slot,
          acknowledgeId: true,
          website: '',
          recaptchaToken: '',
          lines: lines.map(({ size, quantity }) => ({ variantId: size.variantId, quantity })),
        },
        headers: { ...origin(), 'x-forwarded-for': visitorAddress(`metrc-sync order ${who}`) },
      });
      const answer = (await placed.json()) as { order?: { number: string }; problem?: { code: string } };
      // Another order filled that pickup time: the shopper picks the next one.
      if (placed.status() === 409 && answer.problem?.code === 'slot_full') continue;
      expect(placed.status(), JSON.stringify(answer)).toBe(201);
      return answer.order!.number;
    }
    throw new Error('No pickup time took the order');
  }

  async function orderNamed(request: APIRequestContext, number: string): Promise<OrderDetail> {
    const search = await request.get(url(`/api/dashboard/orders/search?q=${encodeURIComponent(number)}`));
    expect(search.status(), await search.text()).toBe(200);
    const { rows } = (await search.json()) as { rows: { id: string; number: string }[] };
    const id = rows.find((row) => row.number === number)!.id;
    return (await (await request.get(url(`/api/dashboard/orders/${id}`))).json()) as OrderDetail;
  }

  /** Accepts the order, marks it ready and hands it over, as the counter does; answers it as it ended. */
  async function handOver(request: APIRequestContext, number: string): Promise<OrderDetail> {
    const { id } = await orderNamed(request, number);
    for (const to of ['accepted', 'ready', 'picked_up']) {
      const moved = await request.post(url(`/api/dashboard/orders/${id}/status`), { data: { to }, headers: origin() });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    handedOver.push(number);
    return orderNamed(request, number);
  }

  /** The receipts recorded for each of `numbers` (by our order number). */
  const receiptsOf = (numbers: readonly string[]): FakeReceipt[][] =>
    numbers.map((number) =>
      fake.receipts().filter((receipt) => receipt.externalReceiptNumber === number && !receipt.archivedDate),
    );

  /** An instant on the store's wall clock, as Metrc takes a sale's time: `YYYY-MM-DDTHH:mm:ss`. */
  function saleTime(iso: string, timeZone: string): string {
    const { date, hour, minute, second } = wallClock(new Date(iso), timeZone);
    return `${date}T${[hour, minute, second].map((part) => String(part).padStart(2, '0')).join(':')}`;
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    fake = await startFakeMetrc({
      licenceNumber: LICENCE,
      vendorKey: VENDOR_KEY,
      userKey: USER_KEY,
      now: () => new Date(Date.now() + clockOffsetMs),
    });
    fake.packages.add({
      label: PACKAGES.gold,
      itemName: 'Acapulco Gold Flower',
      category: 'Buds',
      unitOfMeasure: 'Grams',
      quantity: 14,
    });
    fake.packages.add({
      label: PACKAGES.preRolls,
      itemName: 'Banana Kush Pre-Roll 5-Pack',
      category: 'Pre-Roll Flower',
      unitOfMeasure: 'Each',
      quantity: 12,
    });
    fake.packages.add({
      label: PACKAGES.chemdawg,
      itemName: 'Chemdawg Flower',
      category: 'Buds',
      unitOfMeasure: 'Grams',
      quantity: 7,
    });
    fake.packages.add({
      label: PACKAGES.unmapped,
      itemName: 'Wedding Cake Flower',
      category: 'Buds',
      unitOfMeasure: 'Grams',
      quantity: 28,
    });
    fake.patients.set(MEDICAL_CARD, { active: true, flowerOuncesAvailable: 0.1 });
    store = await startStoreServer({
      STORE_TEST_CLOCK: '1',
      TRUST_PROXY: '127.0.0.1',
      INVENTORY_CREDENTIALS_KEY: randomBytes(32).toString('base64'),
      METRC_API_URL: fake.url,
      METRC_VENDOR_KEY: VENDOR_KEY,
      ...THIRD_PARTY_TEST_CONFIG,
    });
    await waitUntilHealthy(store, 200_000);
    admin = await staffContext(browser, 'admin');
    manager = await staffContext(browser, 'manager');
  });

  test.afterAll(async () => {
    await admin?.close();
    await manager?.close();
    await store?.stop();
    await fake?.stop();
  });

  test('1. the admin points the store at Metrc, the manager maps packages: the menu shows the synced counts', async ({
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The sizes as the store's own count offers them, before its stock comes from Metrc.
    const find = async ({ path, size }: { path: string; size: string }) =>
      (await sizesOn(request, path)).find((offered) => offered.sizeLabel.startsWith(size))!;
    sizes.gold = await find(GOLD);
    sizes.preRolls = await find(PRE_ROLLS);
    sizes.chemdawg = await find(CHEMDAWG);
    expect(Object.values(sizes).every(Boolean)).toBe(true);

    const page = await admin.newPage();
    await page.goto('/dashboard/inventory/source');
    const form = page.getByRole('form', { name: 'Inventory source' });
    await form.getByLabel('Stock comes from').selectOption('metrc', LOADED);
    await form.getByLabel('Metrc licence number').fill(LICENCE);
    await form.getByLabel('User API key').fill(USER_KEY);
    await form.getByRole('button', { name: 'Save the source' }).click();
    await expect(page.getByText('Inventory source saved.')).toBeVisible(LOADED);
    await page.close();
    await round(request);

    const packages = await manager.newPage();
    await packages.goto('/dashboard/inventory/packages');
    await expect(packages.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible(LOADED);
    for (const [label, size] of [
      [PACKAGES.gold, sizes.gold],
      [PACKAGES.preRolls, sizes.preRolls],
      [PACKAGES.chemdawg, sizes.chemdawg],
    ] as const) {
      await packages
        .getByLabel(`Size ${label} is sold as`)
        .selectOption({ label: `${size.productName}, ${size.sizeLabel}` });
      await expect(packages.getByText(`${label} mapped.`)).toBeVisible(LOADED);
    }
    const unmappedRow = packages.getByRole('row').filter({ hasText: PACKAGES.unmapped });
    await expect(unmappedRow).toContainText(
      'No menu size is chosen for this package yet: choose the size it is sold as.',
    );
    await expect(packages.getByRole('row').filter({ hasText: PACKAGES.gold })).toContainText('Yes');
    await packages.close();

    await round(request);
    // 14 g is four eighths; twelve packs; 7 g is two eighths.
    expect(await available(request, sizes.gold, sizes.preRolls, sizes.chemdawg)).toEqual([4, 12, 2]);
    const shopper = await shopperContext(browser, store.baseURL);
    try {
      const home = await shopper.newPage();
      await home.goto('/');
      await expect(home.locator('[data-stock-synced]')).toHaveText(/^Stock synced \d{1,2} s ago$/);
      await home.goto(GOLD.path);
      const goldRow = home.getByRole('row').filter({ has: home.getByRole('rowheader', { name: /^3\.5 g/ }) });
      await expect(goldRow).toContainText('Low stock');
      await home.goto(PRE_ROLLS.path);
      const packRow = home.getByRole('row').filter({ has: home.getByRole('rowheader', { name: /^5-pack/ }) });
      await expect(packRow).toContainText('In stock');
    } finally {
      await shopper.close();
    }
  });

  test('2. a package put on hold in Metrc is off the menu after one 20 s round, and the packages page says why', async ({
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    fake.packages.holdPackage(PACKAGES.chemdawg);
    await round(request);
    expect(await available(request, sizes.chemdawg)).toEqual([0]);
    const shopper = await shopperContext(browser, store.baseURL);
    try {
      const product = await shopper.newPage();
      await product.goto(CHEMDAWG.path);
      const row = product.getByRole('row').filter({ has: product.getByRole('rowheader', { name: /^3\.5 g/ }) });
      await expect(row).toContainText('Sold out');
      await expect(row.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    } finally {
      await shopper.close();
    }
    const packages = await manager.newPage();
    await packages.goto('/dashboard/inventory/packages');
    const held = packages.getByRole('row').filter({ hasText: PACKAGES.chemdawg });
    await expect(held).toContainText('On hold', LOADED);
    await expect(held).toContainText(UNLISTED_REASONS['on-hold']);
    // On a phone the list scrolls inside its frame; the page itself never scrolls sideways.
    await packages.setViewportSize({ width: 390, height: 800 });
    await expect(held).toBeVisible();
    expect(await packages.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await packages.close();
  });

  test('3. an order handed over becomes one receipt with its packages, quantities, amounts and handover time', async ({
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const shopper = await shopperContext(browser, store.baseURL);
    let number: string;
    try {
      const page = await shopper.newPage();
      await addToCart(page, { path: PRE_ROLLS.path, size: /^5-pack/ }, 2);
      await addToCart(page, { path: GOLD.path, size: /^3\.5 g/ }, 1);
      await page.goto('/checkout');
      const offered = page.getByLabel('Pickup time').locator('option:not([value=""])');
      await expect(offered.first()).toBeAttached(LOADED);
      slots = await offered.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      number = await checkOut(page, { name: 'Metrc Receipt', email: `metrc.receipt.${Date.now()}@example.com` });
    } finally {
      await shopper.close();
    }
    const order = await handOver(manager.request, number);
    const handedOverAt = order.history.find((event) => event.status === 'picked_up')!.at;
    await round(request);

    const [receipts] = receiptsOf([number]);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts!;
    const line = (size: Size) =>
      order.lines.find((l) => l.productName === size.productName && l.sizeLabel === size.sizeLabel)!;
    expect(receipt!.transactions).toHaveLength(2);
    expect(receipt!.transactions).toEqual(
      expect.arrayContaining([
        {
          packageLabel: PACKAGES.preRolls,
          quantity: 2,
          unitOfMeasure: 'Each',
          totalAmount: line(sizes.preRolls).priceCents / 100,
        },
        {
          packageLabel: PACKAGES.gold,
          quantity: 3.5,
          unitOfMeasure: 'Grams',
          totalAmount: line(sizes.gold).priceCents / 100,
        },
      ]),
    );
    // Tax excluded: the lines' prices after discounts add up to the order's subtotal less its savings.
    expect(Math.round(receipt!.totalPrice * 100)).toBe(order.totals.subtotalCents - order.totals.discountCents);
    expect(receipt!.salesCustomerType).toBe('Consumer');
    expect(receipt!.salesDateTime.slice(0, 19)).toBe(saleTime(handedOverAt, order.timeZone));
    // Metrc took the sale off its packages.
    expect(fake.packages.quantityOf(PACKAGES.preRolls)).toBe(10);
    expect(fake.packages.quantityOf(PACKAGES.gold)).toBe(10.5);
  });

  test('4. Metrc down for the middle of the run: every order handed over is uploaded once it answers, none lost, none twice', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const staff = manager.request;
    const onePack = [{ size: sizes.preRolls, quantity: 1 }];
    const handOverNew = async (count: number) => {
      const numbers: string[] = [];
      for (let i = 0; i < count; i++) numbers.push(await placeOrder(request, onePack));
      for (const number of numbers) await handOver(staff, number);
      return numbers;
    };

    const before = await handOverNew(2);
    await round(request);
    expect(receiptsOf(before).map((found) => found.length)).toEqual([1, 1]);

    fake.setDown(true);
    const during = await handOverNew(2);
    await round(request);
    await round(request);
    expect(receiptsOf(during).map((found) => found.length)).toEqual([0, 0]);
    const dashboard = await admin.newPage();
    await dashboard.goto('/dashboard');
    await expect(dashboard.getByRole('status', { name: 'Sales uploads to Metrc' })).toContainText(
      /Metrc is not answering since \d{1,2}:\d{2} [AP]M\. 2 sales are waiting to upload; the oldest is \d+ minutes? old\./,
      LOADED,
    );
    await dashboard.close();

    fake.setDown(false);
    const after = await handOverNew(2);
    const all = [...before, ...during, ...after];
    // Uploads wait after failures (30 s, doubling): rounds a minute apart until every sale is in.
    for (let tries = 0; tries < 8 && receiptsOf(all).some((found) => found.length === 0); tries++) {
      await round(request, 60_000);
    }
    expect(receiptsOf(all).map((found) => found.length)).toEqual(all.map(() => 1));
    for (const [receipt] of receiptsOf(all)) {
      expect(receipt!.transactions).toEqual([
        expect.objectContaining({ packageLabel: PACKAGES.preRolls, quantity: 1, unitOfMeasure: 'Each' }),
      ]);
    }
    // Every receipt at Metrc is one of the orders handed over, each once.
    const recorded = fake.receipts().map((receipt) => receipt.externalReceiptNumber);
    expect([...recorded].sort()).toEqual([...handedOver].sort());
    expect(fake.packages.quantityOf(PACKAGES.preRolls)).toBe(10 - all.length);
  });

  test('5. a medical order over the patient’s allotment is refused at checkout with both numbers', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const receiptsBefore = fake.receipts().length;
    const goldBefore = await available(request, sizes.gold);
    const shopper = await shopperContext(browser, store.baseURL);
    try {
      await shopper.addCookies([{ name: AGE_COOKIE, value: 'medical', url: store.baseURL }]);
      const page = await shopper.newPage();
      await addToCart(page, { path: GOLD.path, size: /^3\.5 g/ }, 1);
      await page.goto('/checkout');
      await page.getByRole('radio', { name: /^Medical/ }).check(LOADED);
      await page.getByLabel('Registry card number').fill(MEDICAL_CARD);
      await page.getByLabel('Card expires on').fill('2027-10-31');
      await expect(page.getByText(/^Metrc: card active, 0\.1 oz of flower equivalent left today\.$/)).toBeVisible(
        LOADED,
      );
      await page.getByLabel('Full name (as on your ID)').fill('Metrc Patient');
      await page.getByLabel('Email', { exact: true }).fill(`metrc.patient.${Date.now()}@example.com`);
      await page.getByLabel('Mobile phone').fill(shoppersPhone());
      await page.getByLabel('Date of birth').fill('1986-06-04');
      await page.getByLabel('Pickup time').selectOption(slots.at(-1)!);
      await page.getByLabel(/I will bring my registry card and a photo ID/).check();
      await totalSettled(page);
      await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
      await expect(
        page
          .getByText(
            /This order is 0\.12 oz of flower equivalent; Metrc says you may buy 0\.1 oz more today\. Remove some of it to continue\./,
          )
          .first(),
      ).toBeVisible(LOADED);
      await expect(page).toHaveURL(/\/checkout/);
    } finally {
      await shopper.close();
    }
    expect(fake.receipts()).toHaveLength(receiptsBefore);
    expect(await available(request, sizes.gold)).toEqual(goldBefore);
  });
});
