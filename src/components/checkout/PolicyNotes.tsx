import { SITE_PAGES, type SiteLink } from '#lib/site-map.ts';

/** What checkout says beside what it collects: why, and where the privacy policy and terms of use are. */

function PolicyLink({ link, children }: { link: SiteLink; children: string }) {
  return (
    <a href={link.href} className="font-semibold text-brand-800 underline underline-offset-2">
      {children}
    </a>
  );
}

/** Under the contact details and date of birth. */
export function ContactPrivacyNote() {
  return (
    <p className="text-sm text-ink-muted">
      We use these details to prepare your order, check your age and reach you about your pickup. See our{' '}
      <PolicyLink link={SITE_PAGES.privacyPolicy}>privacy policy</PolicyLink>.
    </p>
  );
}

/** Under the consents, before "Place order". */
export function OrderTermsNote() {
  return (
    <p className="text-sm text-ink-muted">
      Placing an order accepts our <PolicyLink link={SITE_PAGES.termsOfUse}>terms of use</PolicyLink>. How we use your
      details and marketing choices: <PolicyLink link={SITE_PAGES.privacyPolicy}>privacy policy</PolicyLink>.
    </p>
  );
}
