import type { AstroCookies, AstroCookieSetOptions } from 'astro';

export interface RecordedCookie {
  value: string;
  options: AstroCookieSetOptions;
}

/**
 * The part of Astro's cookies an auth provider uses, kept in memory, so a test can play one
 * browser across several requests and read the flags each cookie was set with.
 */
export class TestCookieJar {
  readonly cookies = new Map<string, RecordedCookie>();

  asAstroCookies(): AstroCookies {
    const { cookies } = this;
    return {
      get: (name: string) => {
        const cookie = cookies.get(name);
        return cookie ? { value: cookie.value } : undefined;
      },
      has: (name: string) => cookies.has(name),
      set: (name: string, value: string, options: AstroCookieSetOptions = {}) => {
        cookies.set(name, { value, options });
      },
      delete: (name: string) => {
        cookies.delete(name);
      },
    } as unknown as AstroCookies;
  }

  value(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /** The Cookie header the browser sends with its next request. */
  header(): string {
    return [...this.cookies].map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`).join('; ');
  }
}
