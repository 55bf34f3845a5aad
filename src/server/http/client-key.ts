/**
 * The key a client address is counted under by the per-client rate limits. One IPv6 subscriber
 * usually holds a whole /64 and can pick any address in it, so an IPv6 address counts as its /64;
 * an IPv4 address (also written as IPv4-mapped IPv6) counts alone. Anything else is kept as given.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone and brackets removed), or null. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!isIPv6(plain)) return null;
  // A dotted IPv4 tail is two groups.
  const hex = plain.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(':'),
  );
  const [head = '', tail] = hex.split('::');
  const part = (text: string) => (text ? text.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

export function clientKey(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  return `${[a, b, c, d].map((n) => n.toString(16)).join(':')}::/64`;
}
