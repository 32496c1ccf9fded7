import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config/trusted-proxy.ts';
import { clientAddressOf } from './client-address.ts';

describe('clientAddressOf', () => {
  it('is the address that connected when no proxy is trusted, whatever the client forwards', () => {
    expect(clientAddressOf('203.0.113.9', '1.2.3.4', null)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:203.0.113.9', null, null)).toBe('203.0.113.9');
  });

  it('behind one trusted proxy (TRUST_PROXY=true), is the address the proxy appended, not what the client wrote', () => {
    const oneHop = parseTrustProxy('true');
    expect(clientAddressOf('10.0.0.2', '198.51.100.7', oneHop)).toBe('198.51.100.7');
    // A client that sends its own X-Forwarded-For only adds entries to the left.
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, 6.6.6.6, 198.51.100.7', oneHop)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.2', null, oneHop)).toBe('10.0.0.2');
  });

  it('counts hops from the right (TRUST_PROXY=2: a CDN, then a load balancer)', () => {
    const twoHops = parseTrustProxy('2');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 198.51.100.7, 172.16.0.9', twoHops)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.2', '198.51.100.7', twoHops)).toBe('198.51.100.7');
  });

  it('skips addresses in the trusted ranges and stops at the first outside them', () => {
    const ranges = parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3', ranges)).toBe('198.51.100.7');
    expect(clientAddressOf('::ffff:127.0.0.1', '2001:db8::5, fd00::1', ranges)).toBe('2001:db8::5');
    // A connection from outside the ranges is the client, whatever it forwards.
    expect(clientAddressOf('203.0.113.9', '1.2.3.4', ranges)).toBe('203.0.113.9');
    // Only proxies all the way: the leftmost address they gave.
    expect(clientAddressOf('127.0.0.1', '10.0.0.7', ranges)).toBe('10.0.0.7');
  });

  it('reads ports and brackets some proxies add, and stops at an entry that is no address', () => {
    const oneHop = parseTrustProxy('1');
    expect(clientAddressOf('10.0.0.2', '198.51.100.7:51234', oneHop)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.2', '[2001:db8::7]:443', oneHop)).toBe('2001:db8::7');
    expect(clientAddressOf('10.0.0.2', 'not-an-address', oneHop)).toBe('10.0.0.2');
  });
});

describe('parseTrustProxy', () => {
  it('reads false, true, a number of hops and a list of ranges', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('false')).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('3')).toEqual({ kind: 'hops', hops: 3 });
    expect(parseTrustProxy('10.0.0.0/8,127.0.0.1')).toMatchObject({ kind: 'ranges' });
  });

  it('refuses anything else with a sentence naming TRUST_PROXY', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY.*"yes"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/8,')).toThrow(/TRUST_PROXY/);
  });
});
