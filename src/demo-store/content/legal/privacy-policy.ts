import type { SeedContentPage } from '../types.ts';
import { LEGAL_NAME, STORE_ADDRESS, STORE_EMAIL_LINK, STORE_NAME, STORE_PHONE_LINK } from '../store-facts.ts';

const body = `${LEGAL_NAME} ("${STORE_NAME}", "we") runs this website and the store at ${STORE_ADDRESS}. This policy says what the website collects when you browse it, order ahead for pickup, or create an account; why we need it; who can see it; how long we keep it; and how to ask us about it. We collect only what we need to sell cannabis lawfully and to run your order, and Michigan's rules for licensees make accounts, rewards and marketing messages something you choose to join (R 420.505(4)).

## When you place an order

Checkout asks for:

- **Your full name, email, mobile phone and date of birth.** We use them to hold the order in your name, to check at the counter that the person picking up is old enough and is the person who ordered, to email you about the order, and to let you look it up on the [order tracker](/order-tracker). Your email and date of birth also decide whether the first-order and birthday deals apply.
- **For medical orders, your registry card number and its expiry date.** We need them to sell at medical prices and to count your purchases against the patient limits, which add up the orders placed on that card at this store. Staff see the whole card number while the order is open and only its last four digits once it has ended.
- **What you ordered**, the pickup time you chose, prices, taxes, the deals and rewards applied, and any note you leave for the budtender.
- **Your choices about marketing**: whether we may email you deals, and whether we may text you deals. Both boxes start unticked, and ordering never depends on them.

If you type your name, email or phone at checkout but do not place the order, we keep those details with the contents of your cart. Staff use them to see where shoppers stop before finishing an order; we do not use them to send you messages.

When the store has turned on Google reCAPTCHA, checkout uses it to tell people from automated programs. It starts after your first interaction with a page (a click, tap, key press, scroll or mouse movement), and Google receives information about your browser and how you use the page. When you place an order, we send Google the reCAPTCHA answer and your IP address to check it. Google's own privacy policy covers what Google does with it.

## When you create an account

An account needs your name, email and a password. We never store the password itself, only a one-way scrambled version of it that cannot be turned back into the password. You may add your phone number, birthday and medical registry card on your profile, and choose whether we may email or text you deals. We use these to fill in checkout for you, to show your orders and points, and to give you the birthday reward.

To keep you signed in, we record each signed-in session: when it began and was last used, and the browser and IP address it came from. That lets us sign an account out everywhere when its password changes or it is disabled. When someone types a wrong password, we note the account and the IP address for about 15 minutes to slow down password guessing.

## Rewards and referrals

Your rewards balance is a list of every change to it: points earned on a picked-up order, points spent, points returned when an order is cancelled, birthday and referral rewards. Each account has a referral code. When a friend creates an account with your code, we record who referred whom, which order was their first, and when the referral reward was given. On your referral page you see the first names of friends who joined with your code and whether their first order has been picked up; they see nothing about you beyond the code they typed.

## Emails we send

We email you about your order (placed, accepted, ready, picked up, cancelled or expired) and about your account (confirming your address, resetting a password, changing your email, an invitation, or a reminder of the email on file when you ask for one). Every email the store sends is kept in the store's outbox with its recipient, subject and text, so staff can see what was sent when you ask about it. Emails go out through the email delivery service the store uses.

We send deals and news by email only if you ticked the box for it at checkout, at sign-up or on your profile, and we record when you agreed. We send deal texts only to a phone number whose owner agreed to them in the same way. To stop either, untick the box on your [profile](/account/profile), reply STOP to a text, or ask us.

## While you browse

| what | where it lives | why | how long |
| --- | --- | --- | --- |
| Your answer to the age question (21+, or 18+ with a medical card) | a cookie | so we do not ask on every page | 400 days |
| Adult-use or medical menu | a cookie | to show the prices and products of the menu you chose | 400 days |
| Signed-in session | cookies | to keep you signed in; the session cookie cannot be read by scripts | 400 days, or until you sign out |
| Your cart | your browser's local storage | to keep your cart between visits and in step across tabs | until you check out or empty it |
| The checkout in progress | your browser's session storage | so a repeated click or a dropped connection cannot place your order twice | until the order is placed or the tab is closed |

We use no cookies of our own for advertising.

**Page speed.** To keep the site fast on every phone, pages send us a few timing measurements after they load (how long the page took to show, how stable it stayed, how quickly it answered a tap). We store the measurement, the page's address without anything after a question mark, the kind of device (phone, tablet or computer) worked out from the browser's name, and which part of the page was involved. We store no name, account, cookie or IP address with them.

**Error reports.** When the store has turned on error reporting, an error in a page or on our server is sent to Sentry, our error-reporting service, with technical details such as the error message, the page's address, and the browser and operating system. For a share of page loads it also sends timings of how the page loaded.

**Google Tag Manager.** When the store has turned it on, it loads after your first interaction with a page and never on the staff dashboard. Before any tag added to it collects personal information, this policy will name it.

Like every website, the servers that answer your requests see your IP address in order to reply. The order tracker and the page-speed measurements also count requests per IP address in short-lived counters that stop floods of requests; old counters are removed as new ones start.

## Who sees your information

- **Our staff**, as their role needs: managers and admins see orders and customer details to prepare orders and answer your questions, and admins also manage accounts and settings. Each staff member signs in with their own account, and changes they make are logged.
- **Services that run the site for us**: the database and hosting, the email delivery service and, when turned on, Google reCAPTCHA, Sentry and Google Tag Manager. They handle information only to provide their service.
- **Authorities**, when the law requires it, such as a lawful request from Michigan's Cannabis Regulatory Agency or a court order.

We do not sell your information, and we do not share it with other businesses for their marketing.

## How long we keep it

- **Orders** are business records. We keep them for as long as we need them for taxes, for medical purchase limits, for questions about an order and for the records a Michigan licensee must keep. We cannot delete an order that we are required to keep.
- **Accounts** are kept until you ask us to close them. When we close an account, you can no longer sign in, and we remove the profile details we are not required to keep.
- **Unfinished checkouts** are kept like our other sales records. Ask us and we will delete yours.
- **Sessions** end when you sign out or after 400 days; **wrong-password notes** after about 15 minutes.
- **Sent emails** stay in the outbox as our record of what we sent you.
- **Page-speed measurements** are kept as statistics about the site. They say nothing about who you are.

## Your choices and requests

- **See and correct your details**: your [account](/account) shows your profile, orders, points and referrals, and you can change your details on your profile.
- **Stop marketing**: untick the boxes on your profile, reply STOP to a text, or ask us.
- **Ask for a copy, a correction or deletion**: email ${STORE_EMAIL_LINK} or call ${STORE_PHONE_LINK}. We will confirm it is you by writing to the email address on the order or account, and we reply within 30 days. If the law requires us to keep something, we tell you what and why.
- **Cookies and storage**: your browser can delete them at any time. Without the age cookie you will be asked your age again; without local storage the site cannot keep a cart.

## People under 21

This site is for adults 21 and older and for registered patients 18 and older. We do not knowingly collect information from anyone younger. If we learn that we have, we delete it.

## Keeping it secure

The site is served over an encrypted connection. Passwords are stored only as one-way scrambles, sign-in cookies and the links we email carry random codes of which we keep only a scrambled copy, and emailed links work once and expire. The database cannot be reached from your browser; only the store's own server talks to it. No method of storage is perfect, and if a breach affects your information we will tell you.

## Changes to this policy

When the site starts collecting something new, or uses what it has in a new way, we update this policy before it does. Questions: ${STORE_EMAIL_LINK}, ${STORE_PHONE_LINK}, or at the counter at ${STORE_ADDRESS}.`;

export const PRIVACY_POLICY: SeedContentPage = {
  path: '/privacy-policy',
  kind: 'legal',
  title: 'Privacy policy',
  summary: `What the ${STORE_NAME} website collects when you browse, order ahead or create an account, why we need it, who sees it, how long we keep it, and how to ask us about it.`,
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-11-02T09:00:00-05:00',
  seoTitle: 'Privacy policy | River Raisin Cannabis Co.',
  seoDescription:
    'What River Raisin Cannabis Co. collects at checkout, in accounts and rewards, while you browse and in emails; why, for how long, and how to ask for it.',
};
