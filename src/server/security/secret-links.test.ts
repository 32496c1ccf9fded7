import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { linkTokenFromCookie, SECRET_LINKS, tokenInAddress } from './secret-links.ts';

const TOKEN = 'b3JkZXItNDI.1893456000.Vx9qZk3l0w2bQe8m1mB3n4c5d6e7f8g9h0i1j2k3l4m';
const at = (address: string) => tokenInAddress(new URL(address, 'https://shop.example.com'));

describe('tokenInAddress', () => {
  it.each([
    [`/reviews/write/${TOKEN}`, SECRET_LINKS.reviewInvite, '/reviews/write'],
    [`/unsubscribe/${TOKEN}/`, SECRET_LINKS.unsubscribe, '/unsubscribe'],
    [`/content-preview/${TOKEN}?utm_source=mail`, SECRET_LINKS.contentPreview, '/content-preview?utm_source=mail'],
    [`/feedback/first-purchase?token=${TOKEN}`, SECRET_LINKS.purchaseFeedback, '/feedback/first-purchase'],
    [
      `/account/update-password?token=${TOKEN}&type=recovery`,
      SECRET_LINKS.passwordLink,
      '/account/update-password?type=recovery',
    ],
    [`/dashboard/confirm?type=invite&token=${TOKEN}`, SECRET_LINKS.staffPasswordLink, '/dashboard/confirm?type=invite'],
    [`/dashboard/files/resume/${TOKEN}`, SECRET_LINKS.resumeDownload, '/dashboard/files/resume'],
  ])('%s holds its token; the page is %s without it', (address, link, tokenless) => {
    expect(at(address)).toEqual({ link, token: TOKEN, tokenless });
  });

  it('finds nothing in a page’s own address or any other', () => {
    for (const address of [
      '/reviews/write',
      '/reviews/write/',
      '/reviews/writers/abc',
      '/feedback/first-purchase',
      '/reviews?token=abc',
      '/products/blue-dream',
    ]) {
      expect(at(address), address).toBeNull();
    }
  });
});

describe('linkTokenFromCookie', () => {
  const cookies = (values: Record<string, string>) =>
    ({ get: (name: string) => (name in values ? { value: values[name] } : undefined) }) as unknown as AstroCookies;

  it('reads the token of the link whose cookie goes to the path', () => {
    const jar = cookies({ rr_link_review: TOKEN, rr_link_staff_password: 'staff-token' });
    expect(linkTokenFromCookie(jar, '/reviews/write')).toBe(TOKEN);
    expect(linkTokenFromCookie(jar, '/api/auth/password-link')).toBe('staff-token');
    expect(linkTokenFromCookie(jar, '/newsletter/confirm')).toBeNull();
    expect(linkTokenFromCookie(jar, '/reviews')).toBeNull();
  });
});
