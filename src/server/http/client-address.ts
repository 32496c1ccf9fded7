import { isIP } from 'node:net';
import { plainAddress, type TrustedProxy } from '../config/trusted-proxy.ts';

/** One entry of X-Forwarded-For as an address: some proxies add the port (`1.2.3.4:5678`, `[2001:db8::1]:443`). */
function hopAddress(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  return plainAddress(withPort ? withPort[1]! : text);
}

/**
 * The one answer to "who is this client", for every rate limit, sign-in throttle, session and
 * consent record: the address that connected, or — behind proxies TRUST_PROXY trusts — the
 * address they say connected to them. `X-Forwarded-For` lists the client first and each proxy
 * appends the address it heard from, so only its right end is written by proxies the store
 * trusts: the client is the rightmost address that is not one of them (a number of hops from the
 * right, or the first outside the trusted ranges). Anything left of that is whatever the client
 * sent, and ignored. Decision 54.
 */
export function clientAddressOf(
  connectedFrom: string,
  forwardedFor: string | null,
  trusted: TrustedProxy | null,
): string {
  const socket = plainAddress(connectedFrom);
  if (!trusted || !forwardedFor) return socket;
  // Nearest first: the address that connected, then what each proxy heard, right to left.
  const chain = [
    socket,
    ...forwardedFor
      .split(',')
      .map((entry) => hopAddress(entry))
      .reverse(),
  ];
  let client = socket;
  for (let index = 0; index < chain.length; index++) {
    const address = chain[index]!;
    const family = isIP(address);
    // A hop that is not an address (a typo, a client's junk reached through a trusting proxy)
    // ends the walk at the last address a trusted proxy gave.
    if (family === 0) return client;
    client = address;
    const trustedHop =
      trusted.kind === 'hops' ? index < trusted.hops : trusted.ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
    if (!trustedHop) return client;
  }
  return client;
}
