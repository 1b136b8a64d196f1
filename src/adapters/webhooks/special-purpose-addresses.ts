import { BlockList, isIPv4 } from 'node:net';

// Where a webhook receiver may not be: every range of IANA's special-purpose address registries,
// and multicast. A webhook is an account's URL fetched by our server: it must not reach this
// machine, a private network, a metadata service, nor addresses with a meaning of their own.
// Sources (read 2026-11-25):
// - IPv4: https://www.iana.org/assignments/iana-ipv4-special-registry (RFC 6890 and updates);
//   multicast 224.0.0.0/4 (RFC 5771).
// - IPv6: https://www.iana.org/assignments/iana-ipv6-special-registry (RFC 6890 and updates);
//   multicast ff00::/8 (RFC 4291). Only global unicast (2000::/3, RFC 4291 §2.4) is accepted at
//   all: IPv4-compatible (::/96), site-local (fec0::/10) and the rest fall outside it.

export const SPECIAL_IPV4: ReadonlyArray<[network: string, prefix: number, name: string]> = [
  ['0.0.0.0', 8, '"This network" (RFC 791)'],
  ['10.0.0.0', 8, 'Private-Use (RFC 1918)'],
  ['100.64.0.0', 10, 'Shared Address Space (RFC 6598)'],
  ['127.0.0.0', 8, 'Loopback (RFC 1122)'],
  ['169.254.0.0', 16, 'Link Local (RFC 3927)'],
  ['172.16.0.0', 12, 'Private-Use (RFC 1918)'],
  ['192.0.0.0', 24, 'IETF Protocol Assignments (RFC 6890)'],
  ['192.0.2.0', 24, 'Documentation TEST-NET-1 (RFC 5737)'],
  ['192.31.196.0', 24, 'AS112-v4 (RFC 7535)'],
  ['192.52.193.0', 24, 'AMT (RFC 7450)'],
  ['192.88.99.0', 24, 'Deprecated 6to4 Relay Anycast (RFC 7526)'],
  ['192.168.0.0', 16, 'Private-Use (RFC 1918)'],
  ['192.175.48.0', 24, 'Direct Delegation AS112 Service (RFC 7534)'],
  ['198.18.0.0', 15, 'Benchmarking (RFC 2544)'],
  ['198.51.100.0', 24, 'Documentation TEST-NET-2 (RFC 5737)'],
  ['203.0.113.0', 24, 'Documentation TEST-NET-3 (RFC 5737)'],
  ['224.0.0.0', 4, 'Multicast (RFC 5771)'],
  ['240.0.0.0', 4, 'Reserved (RFC 1112)'],
  ['255.255.255.255', 32, 'Limited Broadcast (RFC 8190)'],
];

export const SPECIAL_IPV6: ReadonlyArray<[network: string, prefix: number, name: string]> = [
  ['::1', 128, 'Loopback Address (RFC 4291)'],
  ['::', 128, 'Unspecified Address (RFC 4291)'],
  ['::ffff:0:0', 96, 'IPv4-mapped Address (RFC 4291): checked as IPv4'],
  ['64:ff9b::', 96, 'IPv4-IPv6 Translat. (RFC 6052): checked as IPv4'],
  ['64:ff9b:1::', 48, 'IPv4-IPv6 Translat. (RFC 8215)'],
  ['100::', 64, 'Discard-Only Address Block (RFC 6666)'],
  ['100:0:0:1::', 64, 'Dummy IPv6 Prefix (RFC 9780)'],
  ['2001::', 23, 'IETF Protocol Assignments (RFC 2928): TEREDO, benchmarking, AMT, AS112-v6, ORCHIDv2, DRIP'],
  ['2001:db8::', 32, 'Documentation (RFC 3849)'],
  ['2002::', 16, '6to4 (RFC 3056): checked as IPv4'],
  ['2620:4f:8000::', 48, 'Direct Delegation AS112 Service (RFC 7534)'],
  ['3fff::', 20, 'Documentation (RFC 9637)'],
  ['5f00::', 16, 'Segment Routing (SRv6) SIDs (RFC 9602)'],
  ['fc00::', 7, 'Unique-Local (RFC 4193)'],
  ['fe80::', 10, 'Link-Local Unicast (RFC 4291)'],
  ['ff00::', 8, 'Multicast (RFC 4291)'],
];

const ipv4 = new BlockList();
for (const [network, prefix] of SPECIAL_IPV4) ipv4.addSubnet(network, prefix, 'ipv4');
const ipv6 = new BlockList();
for (const [network, prefix] of SPECIAL_IPV6) ipv6.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** An IPv6 address's eight 16-bit groups (a trailing dotted IPv4 part included). */
function groupsOf(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const dottedOf = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 one stands for (mapped, NAT64 or 6to4), if it is one of those. */
function embeddedIpv4(address: string): string | undefined {
  const groups = groupsOf(address.toLowerCase());
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const isNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (isMapped || isNat64) return dottedOf(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return dottedOf(groups[1]!, groups[2]!);
  return undefined;
}

/** Whether a receiver may be at this address: no special-purpose range, IPv6 within global unicast. */
export function isPublicAddress({ address, family }: { address: string; family: number | string }): boolean {
  if (family === 4 || family === 'IPv4' || isIPv4(address)) return !ipv4.check(address, 'ipv4');
  const inside = embeddedIpv4(address);
  if (inside !== undefined) return !ipv4.check(inside, 'ipv4');
  return globalUnicast.check(address, 'ipv6') && !ipv6.check(address, 'ipv6');
}
