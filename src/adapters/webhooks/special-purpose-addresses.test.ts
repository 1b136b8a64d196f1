import { describe, expect, it } from 'vitest';
import { SPECIAL_IPV4, SPECIAL_IPV6, isPublicAddress } from './special-purpose-addresses.ts';

const v4 = (address: string) => isPublicAddress({ address, family: 4 });
const v6 = (address: string) => isPublicAddress({ address, family: 6 });

/** An address inside each listed range: its network address plus one (the network itself for a /32 or /128). */
const inside = (network: string, prefix: number, family: 4 | 6) => {
  if ((family === 4 && prefix === 32) || (family === 6 && prefix === 128)) return network;
  if (family === 4) return network.replace(/\d+$/, (last) => String(Number(last) + 1));
  return network.endsWith('::') ? `${network}1` : `${network}:1`;
};

describe('the addresses a webhook receiver may not be at', () => {
  it.each(SPECIAL_IPV4)('refuses IPv4 %s/%i (%s)', (network, prefix) => {
    expect(v4(inside(network, prefix, 4))).toBe(false);
  });

  it.each(SPECIAL_IPV6.filter(([network]) => !['::ffff:0:0', '64:ff9b::', '2002::'].includes(network)))(
    'refuses IPv6 %s/%i (%s)',
    (network, prefix) => {
      expect(v6(inside(network, prefix, 6))).toBe(false);
    },
  );

  it('reads the IPv4 address inside a mapped, NAT64 or 6to4 address as IPv4', () => {
    expect(v6('::ffff:127.0.0.1')).toBe(false);
    expect(v6('::ffff:8.8.8.8')).toBe(true);
    expect(v6('64:ff9b::a00:1')).toBe(false); // 10.0.0.1
    expect(v6('64:ff9b::192.168.1.1')).toBe(false);
    expect(v6('64:ff9b::808:808')).toBe(true); // 8.8.8.8
    expect(v6('2002:c0a8:101::1')).toBe(false); // 192.168.1.1
    expect(v6('2002:a9fe:a9fe::1')).toBe(false); // 169.254.169.254
    expect(v6('2002:808:808::1')).toBe(true); // 8.8.8.8
  });

  it('accepts IPv6 only within global unicast (2000::/3): IPv4-compatible, site-local and the rest are refused', () => {
    expect(v6('::8.8.8.8')).toBe(false);
    expect(v6('::a00:1')).toBe(false);
    expect(v6('fec0::1')).toBe(false);
    expect(v6('4000::1')).toBe(false);
    expect(v6('1::1')).toBe(false);
  });

  it('accepts public unicast addresses', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '1.1.1.1', '223.255.255.254']) expect(v4(address), address).toBe(true);
    for (const address of ['2001:4860:4860::8888', '2a00:1450:4007:80f::200e', '2606:4700:4700::1111'])
      expect(v6(address), address).toBe(true);
  });

  it('refuses broadcast and the edges of the reserved block', () => {
    expect(v4('255.255.255.255')).toBe(false);
    expect(v4('240.0.0.1')).toBe(false);
    expect(v4('239.255.255.250')).toBe(false);
  });
});
