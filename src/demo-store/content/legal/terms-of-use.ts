import type { SeedContentPage } from '../types.ts';
import {
  ADULT_USE_LICENSE,
  LEGAL_NAME,
  MEDICAL_LICENSE,
  STORE_ADDRESS,
  STORE_EMAIL_LINK,
  STORE_NAME,
  STORE_PHONE_LINK,
} from '../store-facts.ts';

const body = `This website is run by ${LEGAL_NAME} ("${STORE_NAME}", "we", "us"), a Michigan-licensed marihuana retailer at ${STORE_ADDRESS} (adult-use retailer license ${ADULT_USE_LICENSE}, medical provisioning center license ${MEDICAL_LICENSE}). These terms apply when you use the site, create an account or place an order ahead for pickup. Our [privacy policy](/privacy-policy) explains what we collect and why, and our [return policy](/return-policy) what happens if something is wrong with a product. If you do not agree with these terms, please do not use the site.

## Who may use this site

- Adult-use customers must be 21 or older.
- Medical customers must be 18 or older and registered qualifying patients with a valid Michigan medical marihuana registry card.
- The age question you answer when you arrive is your own statement. We check a valid photo ID (and, for medical orders, your registry card) at the counter every time, and we do not hand over an order without them.

If you are under 21, or under 18 with a registry card, please leave the site.

## Ordering ahead for pickup

An order placed on this site reserves products for a pickup time at our store. It is not a sale until you pay for it at the counter.

- **Pickup only.** We do not deliver. You choose a pickup time within our opening hours from the times that still have room.
- **Pay in store.** No payment is taken online. You pay at pickup with cash or debit.
- **Bring your ID.** The person named on the order picks it up with a valid photo ID showing they are 21 or older; medical orders also need the registry card used for the order.
- **Held for a limited time.** If nobody collects an order, it expires some time after its pickup window ends, and the products go back on the shelf. Nothing is owed for an order that was cancelled or expired.
- **Following your order.** We email you when the order is placed and as its status changes, and you can check it on the [order tracker](/order-tracker) with the order number and the email or phone number you used.

We may decline or cancel an order, and tell you why, when a product has sold out or been taken off sale, when the order would go over a Michigan purchase limit, when we cannot verify age or a registry card, when a price or product detail on the site was plainly wrong, or when we have reason to think the products are meant for resale. To change or cancel an order, call us at ${STORE_PHONE_LINK}.

## Prices, taxes and deals

Menu prices are before tax. Next to them we show the price out the door: adult-use cannabis carries Michigan's 10% marihuana retailer excise tax and 6% sales tax, medical sales and non-cannabis goods carry the 6% sales tax only. [How cannabis pricing works](/learn/cannabis-pricing) explains the calculation.

Prices, stock and deals are checked again when you place your order. If anything changed since you last looked, nothing is placed: we show you the new total first, and the order is placed at the total you saw. Each deal on the [deals page](/dispensary-deals) carries its own terms, such as the days it runs and who qualifies.

## Purchase limits

Michigan limits how much cannabis one customer may buy: per visit for adult-use customers (your orders for pickup the same day count together), and per day and per month for registered patients. The cart and product pages show how much of the limit your order uses, and we cannot sell past it, online or at the counter. See [Michigan dispensary purchase limits](/learn/michigan-dispensary-purchase-limits) for the details.

## Accounts, rewards and referrals

An account is optional. If you create one, give accurate details, keep your password to yourself, and keep one account per person. You are responsible for orders placed from your account. We may disable an account that breaks these terms or the law, or that is used by someone other than its owner.

Rewards points and referral rewards are explained on the [rewards page](/rewards) and in the [referral terms](/referral-terms). Points and referral discounts have no cash value and cannot be exchanged for cash. We may change the program; a change applies from the day it appears on those pages.

## Cannabis and the law

- Cannabis is legal for adults in Michigan, but it remains a controlled substance under federal law. Do not take it across state lines or onto federal property.
- It is illegal to drive a motor vehicle while under the influence of marihuana.
- Michigan does not allow cannabis use in public places.
- Products bought here are for your own lawful use. Only licensed businesses may sell cannabis; reselling it is not allowed.
- Keep cannabis out of reach of anyone under 21 and of pets. In an emergency, call 911 or the National Poison Control Center at 1-800-222-1222.

## What the site tells you

We work to keep product details accurate. Potency figures come from each batch's test by a licensed laboratory and may vary by up to 10% either way, as the product pages say. Product pictures show the kind of product and its packaging and may not match every detail of what you receive. Our [learn articles](/learn) and [blog](/blog) are general information about cannabis, its chemistry, its history and Michigan's rules. They are not medical advice; questions about your own situation belong with a physician or pharmacist.

## Using the site fairly

Please do not:

- place orders in someone else's name, or use someone else's registry card or account;
- give false information about your age or identity;
- place orders automatically, copy the site in bulk, or send traffic meant to slow it down;
- try to get around the purchase limits, the age gate, or any security measure;
- use the site for anything Michigan or federal law does not allow.

## Our content

The text, photographs, logo and design of this site belong to ${STORE_NAME} or to the brands and people who let us use them. You may share links to any page and quote short passages with credit; please ask us before reusing anything else.

## Responsibility

We provide the site as it is and as it is available, and we cannot promise it will always be online or without mistakes. To the extent Michigan law allows, we are not responsible for losses that come from using the site, beyond the amount you paid us for the order in question. Nothing in these terms limits a right you have under Michigan or federal law that cannot be limited by agreement.

## Michigan law

These terms are governed by the laws of the State of Michigan. Disputes that cannot be settled by talking to us belong in the courts of Monroe County, Michigan.

## Changes and contact

When we change these terms, we update this page; the terms on this page when you place an order apply to that order. Questions? Email ${STORE_EMAIL_LINK}, call ${STORE_PHONE_LINK}, or ask at the counter at ${STORE_ADDRESS}.`;

export const TERMS_OF_USE: SeedContentPage = {
  path: '/terms-of-use',
  kind: 'legal',
  title: 'Terms of use',
  summary: `The terms for using the ${STORE_NAME} website: who may order, how ordering ahead for pickup works, prices, taxes and limits, and what we are responsible for.`,
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-11-02T09:00:00-05:00',
  seoTitle: 'Terms of use | River Raisin Cannabis Co.',
  seoDescription:
    'Who may use the River Raisin Cannabis Co. website, how pickup orders, prices, taxes and purchase limits work, and the rules for accounts and rewards.',
};
