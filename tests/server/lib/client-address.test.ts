import { describe, expect, it } from 'vitest'
import { clientKey } from '@server/lib/client-address'

describe('clientKey', () => {
  it('keeps an IPv4 address, without a port or an IPv4-mapped prefix', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('203.0.113.7:51234')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('[::ffff:203.0.113.7]:80')).toBe('203.0.113.7')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '[2001:db8:1:2::9]:443', 'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::')]) {
      expect(clientKey(address), address).toBe(key)
    }
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64')
    expect(clientKey('1:2:3::4:5:6:7')).toBe('1:2:3:0::/64')
  })

  it('keeps anything else as it is, cut to 64 characters', () => {
    expect(clientKey('unknown')).toBe('unknown')
    expect(clientKey('x'.repeat(100))).toBe('x'.repeat(64))
  })
})
