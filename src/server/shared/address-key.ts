import { isIP } from 'node:net';

/**
 * The key a visitor is counted by (the relay's rate limit, failed sign-ins): an IPv4 address itself (also written as IPv6, `::ffff:a.b.c.d`,
 * as a dual-stack socket gives it); an IPv6 address by its /64, the block one subscriber (a phone, a
 * home) is given, whose 2^64 addresses one visitor can take turns with. Anything else as it came.
 */
export function rateKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return address;
  // Groups a dotted IPv4 tail stands for two of.
  const count = (groups: string[]) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - count(left) - count(right)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
