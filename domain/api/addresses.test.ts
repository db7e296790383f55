import { isInternalAddress, isIpAddress, isLoopbackAddress } from './addresses';

describe('addresses a webhook may not reach', () => {
  it('are the private, loopback, link-local, shared, unspecified, multicast and reserved IPv4 ranges', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '192.0.0.8',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '192.169.0.1', '1.1.1.1'])
      expect(isInternalAddress(address), address).toBe(false);
  });

  it('are the same ranges in IPv6, also IPv4-mapped, compatible or behind NAT64', () => {
    for (const address of [
      '::',
      '::1',
      '[::1]',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '[::ffff:7f00:1]',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::192.168.0.1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2a00:1450::1'])
      expect(isInternalAddress(address), address).toBe(false);
  });

  it('a host name or a malformed address is no address', () => {
    for (const text of [
      'erp.example.com',
      'localhost',
      '1.2.3',
      '1.2.3.256',
      '1::2::3',
      'g::1',
      '1:2:3:4:5:6:7:8:9',
    ])
      expect(isIpAddress(text), text).toBe(false);
    expect(isInternalAddress('erp.example.com')).toBe(false);
    expect(isIpAddress('1:2:3:4:5:6:7:8')).toBe(true);
  });

  it('loopback is 127/8 and ::1, also mapped', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '::', '::2', 'localhost'])
      expect(isLoopbackAddress(address), address).toBe(false);
  });
});
