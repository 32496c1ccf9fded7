import type { SeedContentPage } from '../types.ts';
import { STORE_ADDRESS, STORE_PHONE_LINK } from '../store-facts.ts';

const body = `Ordering ahead is the quickest way through our door: you choose at home, at your own pace, and at the store you show your ID, pay and go. Here is how it works from the first click to the counter, and a few things worth knowing along the way.

## 1. Choose from the live menu

The menu on our site is the store's own stock, updated as products sell. Browse by category, such as [flower](/category/flower), [pre-rolls](/category/pre-rolls) or [edibles](/category/edibles), or search for a strain or brand. Filters narrow it down by strain type, THC, terpenes, size, price, and what is on deal.

If you already know what you want, [quick order](/quick-order) lists everything in stock on one page with a quantity box for each size. If you have an account, your [orders page](/account/orders) has "Order again" for past orders.

Every price shows the amount before tax and the amount you will pay out the door, with Michigan's taxes included. [Cannabis pricing](/learn/cannabis-pricing) explains how they are added.

## 2. Watch the limit meter

As you add products, the cart's limit meter shows how much of your Michigan purchase limit the cart uses. If something would take you over, the site says so and leaves it out. [Michigan dispensary purchase limits](/learn/michigan-dispensary-purchase-limits) explains how each product counts.

## 3. Check out in a couple of minutes

Checkout asks for:

- **Your name as it appears on your ID**, your email and your mobile number, so we can match the order to you at the counter and tell you when it is ready;
- **Your date of birth**: adult-use orders are for 21 and older, medical orders for registered patients 18 and older;
- **Adult-use or medical**: for medical, your registry card number and its expiry date;
- **A pickup time**: the times on offer are within our opening hours and still have room;
- **A note for the budtender**, if you like.

Once your email and date of birth are in, the total includes the first-order or birthday deal if you qualify for one, named in the summary. Signed in, you can also spend rewards points. The boxes for deals by email or text start unticked; ordering never depends on them.

If a price, a deal or the stock changes while you are checking out, nothing is placed: you see the new total first, and the order is placed at the total you saw.

## 4. Your confirmation

After you place the order you get an order number, your pickup time, the store's address, what to bring, and an "Add to calendar" button. The same details arrive by email. As we accept the order and pack it, you get an email at each step, and the [order tracker](/order-tracker) shows where it stands with your order number and the email or phone you used.

Need to change or cancel it? Call us at ${STORE_PHONE_LINK}.

## 5. At the counter

Come to ${STORE_ADDRESS} at your pickup time and bring:

- **Adult-use:** a valid photo ID showing you are 21 or older.
- **Medical:** your Michigan registry card and a valid photo ID.

Your budtender checks your ID, shows you each item, and takes payment in cash or debit. Check your order before you pay: if anything is not right, we fix it on the spot, or you do not buy that item (our [return policy](/return-policy) has the details). With an account, your points for the order are added when you pick it up.

## If you cannot make it

Orders are held for a while after the pickup window. If nobody collects an order, it expires, the products go back on the shelf for other customers, and you owe nothing; any points you spent come back to your balance. Orders are never paid online, so there is nothing to refund.

## A few tips

- **Order ahead on busy days.** Your order is packed before you arrive, so pickup is quick even when the store is full.
- **Look at the deals first.** The [deals page](/dispensary-deals) shows what is running today, and [build a pack](/build-a-pack) puts together mix-and-match packs.
- **Create an account** to earn [rewards](/rewards) on every pickup and to order again in a click.
- **New to cannabis?** Start with [what is cannabis?](/learn/what-is-cannabis), and ask your budtender anything when you arrive. Start low and go slow.`;

export const ORDERING_AHEAD_FOR_PICKUP: SeedContentPage = {
  path: '/blog/ordering-ahead-for-pickup',
  kind: 'blog',
  title: 'Ordering ahead for pickup: your visit, step by step',
  summary:
    'How to order online and pick up at our Monroe store: choosing from the live menu, checkout, your confirmation, what to bring, and what happens if plans change.',
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-07-09T10:00:00-04:00',
  seoTitle: 'How to order cannabis ahead for pickup in Monroe',
  seoDescription:
    'Order online and pick up at River Raisin Cannabis Co. in Monroe: the live menu, checkout, confirmation emails, what to bring, and paying at the counter.',
};
