import { allCountries } from './countries';

describe('the demo backend country list', () => {
  it('has about 250 countries with unique two-letter codes, sorted by name, and no groupings or withdrawn codes', () => {
    const list = allCountries();
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(list.length).toBeLessThanOrEqual(255);
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
    expect(list).toContainEqual({ code: 'IN', name: 'India' });
    expect(list.map((country) => country.code)).not.toContain('EU');
    expect(list.map((country) => country.code)).not.toContain('SU');
    expect([...list].sort((a, b) => a.name.localeCompare(b.name, 'en'))).toEqual(list);
  });
});
