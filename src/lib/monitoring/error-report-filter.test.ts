import { describe, expect, it } from 'vitest';
import {
  beforeSendFilter,
  isIgnoredError,
  navigationErrorStatus,
  sameOriginTraceTargets,
} from './error-report-filter.ts';

class NavigationError extends Error {
  override name = 'NavigationError';
  readonly status: number;
  constructor(status: number) {
    super(`navigation failed with ${status}`);
    this.status = status;
  }
}

/** The shape React Router throws for a route (its ErrorResponseImpl). */
const routerResponse = (status: number) => ({ status, statusText: 'x', internal: true, data: 'x' });

describe('error report filter', () => {
  it.each([300, 301, 404, 403, 499])('leaves out a navigation error with status %i', (status) => {
    expect(isIgnoredError(new NavigationError(status))).toBe(true);
    expect(isIgnoredError(routerResponse(status))).toBe(true);
    expect(beforeSendFilter({ event_id: 'a' }, { originalException: new NavigationError(status) })).toBeNull();
  });

  it.each([200, 299, 500, 503])('reports a navigation error with status %i', (status) => {
    expect(isIgnoredError(new NavigationError(status))).toBe(false);
    expect(isIgnoredError(routerResponse(status))).toBe(false);
  });

  it('reports errors that are not navigation errors, even with a 4xx status', () => {
    const apiError = Object.assign(new Error('Not found'), { name: 'HttpError', status: 404 });
    expect(isIgnoredError(apiError)).toBe(false);
    expect(isIgnoredError(new TypeError('x is undefined'))).toBe(false);
    expect(isIgnoredError('a string')).toBe(false);
    expect(isIgnoredError(null)).toBe(false);
    const event = { event_id: 'b' };
    expect(beforeSendFilter(event, { originalException: apiError })).toBe(event);
    expect(beforeSendFilter(event, undefined)).toBe(event);
  });

  it('reads statusCode as well as status', () => {
    expect(navigationErrorStatus({ name: 'NavigationError', statusCode: 302 })).toBe(302);
    expect(navigationErrorStatus({ name: 'NavigationError' })).toBeNull();
  });
});

describe('same-origin trace targets', () => {
  const targets = sameOriginTraceTargets('https://shop.example.com');
  const matches = (url: string) => targets.some((target) => target.test(url));

  it('match relative URLs and the store origin', () => {
    expect(matches('/api/_web-vitals')).toBe(true);
    expect(matches('https://shop.example.com')).toBe(true);
    expect(matches('https://shop.example.com/category/flower?x=1')).toBe(true);
  });

  it('never match another host, a protocol-relative URL or a look-alike origin', () => {
    expect(matches('https://www.googletagmanager.com/gtm.js')).toBe(false);
    expect(matches('//evil.example/x')).toBe(false);
    expect(matches('https://shop.example.com.evil.example/')).toBe(false);
    expect(matches('https://shopXexample.com/')).toBe(false);
    expect(matches('http://shop.example.com/')).toBe(false);
  });
});
