import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import { standInForThirdParties } from '../support/third-party-stand-ins.ts';

/** The cookie the age gate sets once a visitor has answered it. */
export const AGE_COOKIE = 'age_verified';

/** The answers that let a visitor in: 21 or older, or 18 or older with a medical card. */
export type AgeAnswer = 'adult' | 'medical';

interface StorefrontFixtures {
  /**
   * What the visitor told the age gate before this test started. Most tests are not about the
   * gate, so they start as an adult who already answered it; `null` is a first visit.
   */
  ageVerified: AgeAnswer | null;
  axe: {
    /** Fails the test with every WCAG 2.1 A/AA violation axe finds on the page as it is now. */
    expectNoViolations(): Promise<void>;
  };
}

export const test = base.extend<StorefrontFixtures>({
  ageVerified: ['adult', { option: true }],

  context: async ({ context, ageVerified, baseURL }, use) => {
    // The server has a tag manager and reCAPTCHA configured; no test reaches the real ones.
    await standInForThirdParties(context);
    if (ageVerified) await context.addCookies([{ name: AGE_COOKIE, value: ageVerified, url: baseURL! }]);
    await use(context);
  },

  axe: async ({ page }, use) => {
    await use({
      async expectNoViolations() {
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        // One readable line per rule: what is wrong and where, instead of axe's whole report.
        const found = violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
        expect(found, `axe found accessibility violations on ${page.url()}`).toEqual([]);
      },
    });
  },
});

export { expect };
