import { expect, test } from './fixtures.ts';

/**
 * The store's public forms as a visitor uses them: each answers 200, passes axe on a phone and a
 * desktop, puts every problem beside its field and ends in a thank-you. The stored rows, the
 * burst, the capacity race and the emails are covered against the database in
 * tests/integration/inquiry-forms.test.ts.
 */
const WIDTHS = [390, 1280] as const;

test.describe('the public forms', () => {
  for (const path of ['/contact', '/wholesale', '/media-access', '/grow-facility-tour']) {
    test(`${path} answers 200 and passes axe at 390 and 1280 px`, async ({ page, axe }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toContain('no-store');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await axe.expectNoViolations();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('contact: problems beside their fields, then the thank-you', async ({ page, axe }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps/,
    );
    await page.getByLabel('Email').fill('name@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some details need another look. The problems are marked below.');
    await expect(page.locator('#field-name-error')).toHaveText('Enter your name.');
    await expect(page.locator('#field-email-error')).toHaveText('Enter an email address like name@example.com.');
    await expect(page.locator('#field-topic-error')).toHaveText('Choose what your message is about.');
    await expect(page.locator('#field-message-error')).toHaveText('Write your message.');
    await expect(page.getByLabel('Email')).toHaveValue('name@');
    await axe.expectNoViolations();

    await page.getByLabel('Your name').fill('Casey Shopper');
    await page.getByLabel('Email').fill('casey@example.test');
    await page.getByLabel('What is it about?').selectOption({ label: 'Products and availability' });
    await page.getByLabel('Your message').fill('Will the Blue Dream eighths be back this week?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const thanks = page.getByTestId('inquiry-thanks');
    await expect(thanks.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
    await expect(thanks).toContainText(/RR-C-[0-9A-F]{8}/);
    await expect(thanks).toContainText('casey@example.test');
    await axe.expectNoViolations();
  });

  test('tour: books an open date with the 21+ attestation', async ({ page, axe }) => {
    await page.goto('/grow-facility-tour');
    const firstDate = page.getByRole('radio').first();
    await expect(firstDate).toBeVisible();
    await page.getByRole('button', { name: 'Book the tour' }).click();
    await expect(page.locator('#field-adult-error')).toHaveText(
      'Confirm that everyone coming is 21 or older and will bring photo ID.',
    );
    await expect(page.locator('#field-slotId-error')).toHaveText('Choose a tour date.');
    await firstDate.check();
    await page.getByLabel('How many people?').selectOption('2');
    await page.getByLabel('Your name').fill('Jordan Visitor');
    await page.getByLabel('Email').fill('jordan@example.test');
    await page.getByLabel('Phone').fill('(734) 555-0199');
    await page.getByLabel('Your date of birth').fill('1988-06-15');
    await page.getByLabel(/Everyone coming is 21 or older/).check();
    await page.getByRole('button', { name: 'Book the tour' }).click();
    const thanks = page.getByTestId('inquiry-thanks');
    await expect(thanks.getByRole('heading', { name: 'Thank you, your tour is booked' })).toBeVisible();
    await expect(thanks).toContainText('for 2 people');
    await axe.expectNoViolations();
  });

  test('a media kit link that is not one the store sent says to request again', async ({ page, axe }) => {
    const response = await page.goto('/media-access/kit/not-a-real-token');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { name: 'This media kit link does not open' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Request the media kit again' })).toHaveAttribute(
      'href',
      '/media-access',
    );
    await axe.expectNoViolations();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('wholesale: the license number must read as the state writes it, and a resubmit shows the same thank-you', async ({
    page,
  }) => {
    await page.goto('/wholesale');
    await page.getByLabel('Business name').fill('Lakeshore Provisions LLC');
    await page.getByLabel('Michigan license number').fill('12345');
    await page.getByLabel('Your name').fill('Sam Buyer');
    await page.getByLabel('Email').fill('sam@lakeshore.test');
    await page.getByLabel('Products of interest').fill('Hand-trimmed flower, 5 lb a month.');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.locator('#field-licenseNumber-error')).toHaveText(
      'Enter your Michigan license number as printed on the license: a type and six digits, like AU-R-000123 (adult-use) or PC-000123 (medical).',
    );
    await expect(page.getByLabel('Products of interest')).toHaveValue('Hand-trimmed flower, 5 lb a month.');
    await page.getByLabel('Michigan license number').fill('pc-000777');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    const thanks = page.getByTestId('inquiry-thanks');
    await expect(thanks.getByRole('heading', { name: 'Thank you, your inquiry is with our buyer' })).toBeVisible();
    const reference = await thanks.locator('strong.font-mono').textContent();
    expect(reference).toMatch(/^RR-W-[0-9A-F]{8}$/);
    // Sending the same form again (a reload of the answer) stores nothing new and says the same.
    await page.reload();
    await expect(page.getByTestId('inquiry-thanks').locator('strong.font-mono')).toHaveText(reference!);
  });
});
