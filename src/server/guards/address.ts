import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` and a trailing IPv4 part written out. */
function groupsOf(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Who a per-address limit (and a share link's unique viewer) counts: an IPv4 address as it is, an
 * IPv6 one by its /64. One subscriber, one host, is handed a /64 and can use any of its 2^64
 * addresses, so counting each apart would let one client pass every limit by changing address.
 * An IPv4 address mapped into IPv6 (`::ffff:192.0.2.1`) is the IPv4 address.
 */
export function addressKey(address: string): string {
  const plain = address.split('%')[0] ?? address;
  if (!isIPv6(plain)) return plain;
  const groups = groupsOf(plain.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
