import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('truncates to 5 characters plus an ellipsis by default', () => {
    expect(excerpt('Purchase order')).toBe('Purch...');
  });

  it('leaves text at or under the limit unchanged', () => {
    expect(excerpt('Hello')).toBe('Hello');
    expect(excerpt('Hi')).toBe('Hi');
    expect(excerpt('')).toBe('');
  });

  it('honours a custom limit', () => {
    expect(excerpt('Purchase order', 8)).toBe('Purchase...');
    expect(excerpt('Purchase', 8)).toBe('Purchase');
  });

  it('returns an empty string for null and undefined', () => {
    expect(excerpt(null)).toBe('');
    expect(excerpt(undefined)).toBe('');
  });
});
