import { describe, expect, it } from 'vitest';
import { deviceOf } from './device.js';

describe('the device of a family session, from its User-Agent', () => {
  it.each([
    ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'Firefox · Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome · iPad',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari · macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox · Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome · ChromeOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      'Opera · Windows',
    ],
  ])('%s → %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });

  it('says what it knows of a partial User-Agent, and nothing of an unknown or missing one', () => {
    expect(deviceOf('SomeBot/1.0 (Windows NT 10.0)')).toBe('Windows');
    expect(deviceOf('curl/8.5.0')).toBeNull();
    expect(deviceOf('')).toBeNull();
    expect(deviceOf(undefined)).toBeNull();
  });

  it('never stores more than its fixed words, whatever the header holds', () => {
    expect(deviceOf(`<script>alert(1)</script> Firefox/1 ${'x'.repeat(10_000)}`)).toBe('Firefox');
  });
});
