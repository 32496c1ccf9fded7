import { BlockList, isIP } from 'node:net';

/**
 * Who may speak for the client in `X-Forwarded-For` and `X-Forwarded-Proto` (TRUST_PROXY): a
 * number of proxies in front of the store (`hops`), or the addresses and ranges proxies connect
 * from (`ranges`). Decision 54.
 */
export type TrustedProxy = { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: BlockList; description: string };

/** An IPv4 client as an IPv6 socket names it (`::ffff:10.0.0.5`), written the IPv4 way. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function addRange(ranges: BlockList, entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    ranges.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  ranges.addSubnet(address, bits, type);
  return true;
}

/**
 * TRUST_PROXY as the store reads it: unset, empty or `false` trusts nobody; `true` one proxy;
 * a whole number that many; otherwise a comma-separated list of addresses and CIDR ranges
 * (`10.0.0.0/8,127.0.0.1`). Throws a sentence naming the variable for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxy | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return null;
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error(`TRUST_PROXY must count at most 20 proxies (got ${hops}).`);
    return { kind: 'hops', hops };
  }
  const ranges = new BlockList();
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !addRange(ranges, entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxies, or addresses and CIDR ranges separated by commas ` +
        `(e.g. 10.0.0.0/8,127.0.0.1); "${wrong[0]}" is none of these.`,
    );
  }
  return { kind: 'ranges', ranges, description: entries.join(',') };
}
