import { describe, expect, it } from 'vitest';
import { deviceLabel, networkPrefix } from './device.ts';

describe('what the session list keeps of a sign-in', () => {
  it('names browser and system only', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge · Windows');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet · Android');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox · Linux',
    );
    expect(deviceLabel('curl/8.5.0')).toBeNull();
    expect(deviceLabel(undefined)).toBeNull();
  });

  it('keeps the network, never the whole address', () => {
    expect(networkPrefix('203.0.113.57')).toBe('203.0.113.0/24');
    expect(networkPrefix('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkPrefix('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkPrefix('::1')).toBe('0:0:0::/48');
    expect(networkPrefix('unbekannt')).toBeNull();
  });
});
