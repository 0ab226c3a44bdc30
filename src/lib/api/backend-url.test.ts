import { isBackendUrl } from './backend-url';

const PAGE = 'https://erp.example.com/app/index.html#/applayout-sidebar-large/accounts';

describe('isBackendUrl with the same-origin (demo) backend', () => {
  it('treats a relative api path as backend', () => {
    expect(isBackendUrl('api/x', '', PAGE)).toBe(true);
    expect(isBackendUrl('/api/LoginControl/LoginVerification', '', PAGE)).toBe(true);
  });

  it('treats an absolute same-origin address as backend', () => {
    expect(isBackendUrl('https://erp.example.com/api/x', '', PAGE)).toBe(true);
  });

  it('does not treat a third-party address as backend', () => {
    expect(isBackendUrl('https://ipapi.example.com/json?key=secret', '', PAGE)).toBe(false);
  });

  it('does not treat the same host on another port or scheme as backend', () => {
    expect(isBackendUrl('https://erp.example.com:8443/api/x', '', PAGE)).toBe(false);
    expect(isBackendUrl('http://erp.example.com/api/x', '', PAGE)).toBe(false);
  });

  it('does not treat a protocol-relative third-party address as backend', () => {
    expect(isBackendUrl('//evil.example.com/api/x', '', PAGE)).toBe(false);
  });
});

describe('isBackendUrl with a configured backend address', () => {
  const BASE = 'https://erp.example.com/app/';
  const OTHER_PAGE = 'https://www.example.org/client/';

  it('treats a relative api path as backend', () => {
    expect(isBackendUrl('api/x', BASE, OTHER_PAGE)).toBe(true);
  });

  it('treats an absolute address under the base path as backend', () => {
    expect(isBackendUrl('https://erp.example.com/app/api/x', BASE, OTHER_PAGE)).toBe(true);
  });

  it('does not treat another path on the same host as backend', () => {
    expect(isBackendUrl('https://erp.example.com/other/x', BASE, OTHER_PAGE)).toBe(false);
  });

  it('does not treat another host with the same path as backend', () => {
    expect(isBackendUrl('https://evil.example.com/app/api', BASE, OTHER_PAGE)).toBe(false);
  });

  it('does not treat the page origin as backend when the backend lives elsewhere', () => {
    expect(isBackendUrl('https://www.example.org/client/api/x', BASE, OTHER_PAGE)).toBe(false);
  });

  it('does not treat a third-party address as backend', () => {
    expect(isBackendUrl('https://ipapi.example.com/json?key=secret', BASE, OTHER_PAGE)).toBe(false);
  });
});

describe('isBackendUrl with garbage', () => {
  it.each([
    ['http://', '', PAGE],
    ['https://[bad', '', PAGE],
    ['api/x', 'not a url at all', 'also not a url'],
    ['api/x', '', ''],
    ['', 'http://[::1', PAGE],
  ])('does not throw for url %j, base %j, page %j', (url, base, page) => {
    expect(() => isBackendUrl(url, base, page)).not.toThrow();
    expect(typeof isBackendUrl(url, base, page)).toBe('boolean');
  });

  it('answers false when the address cannot be read', () => {
    expect(isBackendUrl('https://[bad', '', PAGE)).toBe(false);
    expect(isBackendUrl('api/x', '', '')).toBe(false);
  });
});

describe('isBackendUrl with a base lacking its trailing slash', () => {
  it('does not treat a sibling path as the backend', () => {
    expect(
      isBackendUrl('https://erp.example.com/application/x', 'https://erp.example.com/app', 'http://localhost/'),
    ).toBe(false);
    expect(isBackendUrl('https://erp.example.com/app/api/x', 'https://erp.example.com/app', 'http://localhost/')).toBe(
      true,
    );
  });
});
