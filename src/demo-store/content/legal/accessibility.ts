import type { SeedContentPage } from '../types.ts';
import { STORE_ADDRESS, STORE_EMAIL_LINK, STORE_NAME, STORE_PHONE_LINK } from '../store-facts.ts';

const body = `We want everyone who is old enough to shop with us to be able to use this site: with a keyboard, a screen reader, a magnifier, voice control or a small phone. This page says what we aim for, what the site does today, where we know it falls short, and how to tell us about a barrier.

## Our goal

We build and test the site to meet the [Web Content Accessibility Guidelines (WCAG) 2.2](https://www.w3.org/TR/WCAG22/) at Level AA, the standard most accessibility laws and guidelines point to. It covers everything a shopper uses: the menu, product pages, the cart, checkout, the order tracker, accounts, rewards and these pages.

## What the site does

- **Keyboard.** Everything can be reached and used with a keyboard alone, in a logical order, with a visible focus outline. The first press of the Tab key on any page shows a "Skip to main content" link that jumps past the header and navigation.
- **Screen readers.** Pages have one main heading and a clear heading structure, landmarks for the header, navigation, main content and footer, and tables with captions and column headers. When you add something to the cart, a notice says what went in without moving your focus.
- **Forms.** Every field has a visible label. When something needs another look, the message says what is wrong next to the field, a message at the top says that something needs another look, and what you typed stays in place.
- **Colour and contrast.** Text and controls meet the WCAG AA contrast ratios. The store's colours are a setting, and the dashboard refuses a colour that would fall below those ratios.
- **Images.** Every image in our media library needs a text description before it can be used, so product pictures are described to screen reader users.
- **Phones and zoom.** Pages fit screens from 320 pixels wide without sideways scrolling, which is also how they reflow on a computer screen zoomed to 400%.
- **Without scripts.** The menu, its filters and sorting work without JavaScript, because each filtered menu is its own web address. The age question is a plain form.
- **Motion.** The site has no flashing content and no autoplaying video. Smooth scrolling is used only when your device does not ask for reduced motion.

Our automated tests open the pages in a real browser and run an accessibility checker on them; a problem it finds fails the build.

## Known limits

- **Lab certificates.** Each product lists its batch's lab results as text on the product page. The linked certificates of analysis are documents made by the testing laboratories, and some are scanned pages a screen reader cannot read. If you need a certificate's contents, call or email us and we will read them to you or send them as text.
- **reCAPTCHA.** When the store uses Google reCAPTCHA to tell people from automated programs, it works in the background without a puzzle. If checkout ever refuses you as an automated program, call us and we will sort it out.
- **Automated tests find only part of the problem.** Some barriers only a person notices. That is why your report matters.

## Tell us about a barrier

If something on the site is hard or impossible to use, please tell us:

- call ${STORE_PHONE_LINK} during opening hours,
- email ${STORE_EMAIL_LINK}, or
- tell a budtender at the counter at ${STORE_ADDRESS}.

It helps to include the page's address, what you were trying to do, and the device, browser and any assistive technology you use, but send what you have: a report without those details is still welcome.

We reply within two business days. We will tell you what we found and what we will change, and meanwhile we will help you by phone or in store with what the site would not let you do: checking what is in stock, what it costs out the door, and what your order contains.

## Other formats

Any page of this site, including our [privacy policy](/privacy-policy), [terms of use](/terms-of-use) and [return policy](/return-policy), can be read to you over the phone or sent as plain text by email. Ask at ${STORE_PHONE_LINK}.

This statement covers the ${STORE_NAME} website. We review it whenever the site changes in a way that affects it.`;

export const ACCESSIBILITY: SeedContentPage = {
  path: '/accessibility',
  kind: 'legal',
  title: 'Accessibility',
  summary: `How the ${STORE_NAME} website works toward WCAG 2.2 Level AA, where it still falls short, and how to report a barrier by phone or email.`,
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-11-02T09:00:00-05:00',
  seoTitle: 'Accessibility statement | River Raisin Cannabis Co.',
  seoDescription:
    'Our WCAG 2.2 AA goal, what the River Raisin Cannabis Co. site does for keyboard, screen reader and phone users, known limits, and how to report a barrier.',
};
