import {
  DEFAULT_LAYOUT,
  LAYOUTS,
  isLayoutName,
  needsLayoutPrefix,
  splitLayoutPrefix,
  withLayoutPrefix,
} from './layouts';

describe('isLayoutName', () => {
  it('knows the two layouts', () => {
    expect(isLayoutName('applayout-sidebar-large')).toBe(true);
    expect(isLayoutName('applayout-sidebar-compact')).toBe(true);
    expect(LAYOUTS.map((layout) => layout.name)).toEqual(['applayout-sidebar-large', 'applayout-sidebar-compact']);
    expect(DEFAULT_LAYOUT).toBe('applayout-sidebar-large');
  });

  it.each([undefined, '', 'accounts', 'applayout-sidebar', 'APPLAYOUT-SIDEBAR-LARGE', '/applayout-sidebar-large'])(
    'rejects %j',
    (value) => {
      expect(isLayoutName(value)).toBe(false);
    },
  );
});

describe('splitLayoutPrefix', () => {
  it('splits a prefixed path into the layout and the rest', () => {
    expect(splitLayoutPrefix('/applayout-sidebar-large/accounts/x')).toEqual({
      layout: 'applayout-sidebar-large',
      rest: '/accounts/x',
    });
    expect(splitLayoutPrefix('/applayout-sidebar-compact/stock/items')).toEqual({
      layout: 'applayout-sidebar-compact',
      rest: '/stock/items',
    });
  });

  it('gives "/" as the rest of a bare layout path', () => {
    expect(splitLayoutPrefix('/applayout-sidebar-large')).toEqual({ layout: 'applayout-sidebar-large', rest: '/' });
  });

  it('leaves a path without a layout alone', () => {
    expect(splitLayoutPrefix('/accounts/x')).toEqual({ layout: null, rest: '/accounts/x' });
    expect(splitLayoutPrefix('/')).toEqual({ layout: null, rest: '/' });
  });

  it('only recognises a layout as the first segment', () => {
    expect(splitLayoutPrefix('/accounts/applayout-sidebar-large/x')).toEqual({
      layout: null,
      rest: '/accounts/applayout-sidebar-large/x',
    });
  });
});

describe('withLayoutPrefix', () => {
  it('puts the layout in front of a plain path', () => {
    expect(withLayoutPrefix('/accounts/x', 'applayout-sidebar-large')).toBe('/applayout-sidebar-large/accounts/x');
  });

  it('replaces an existing layout prefix', () => {
    expect(withLayoutPrefix('/applayout-sidebar-large/accounts/x', 'applayout-sidebar-compact')).toBe(
      '/applayout-sidebar-compact/accounts/x',
    );
  });

  it('keeps the same prefix without doubling it', () => {
    expect(withLayoutPrefix('/applayout-sidebar-large/accounts/x', 'applayout-sidebar-large')).toBe(
      '/applayout-sidebar-large/accounts/x',
    );
  });

  it('turns the root into the bare layout path', () => {
    expect(withLayoutPrefix('/', 'applayout-sidebar-large')).toBe('/applayout-sidebar-large');
    expect(withLayoutPrefix('/applayout-sidebar-large', 'applayout-sidebar-compact')).toBe(
      '/applayout-sidebar-compact',
    );
  });

  it('adds the missing leading slash', () => {
    expect(withLayoutPrefix('accounts/x', 'applayout-sidebar-compact')).toBe('/applayout-sidebar-compact/accounts/x');
  });
});

describe('needsLayoutPrefix', () => {
  it.each(['/sessions', '/sessions/login', '/sessions/signup/step'])('never prefixes the sessions path %s', (path) => {
    expect(needsLayoutPrefix(path)).toBe(false);
  });

  it.each(['/steak/welcome', '/accounts/x', '/', '/sessionsfoo'])('prefixes %s', (path) => {
    expect(needsLayoutPrefix(path)).toBe(true);
  });

  it.each([
    '/applayout-sidebar-large/accounts/x',
    '/applayout-sidebar-compact/steak/welcome',
    '/applayout-sidebar-large',
  ])('does not prefix the already-prefixed %s', (path) => {
    expect(needsLayoutPrefix(path)).toBe(false);
  });
});
