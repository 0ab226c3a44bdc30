import { badgeText, badgeVariant } from './badge-colours';

describe('badge colours', () => {
  it('maps the spec colours to Bootstrap backgrounds', () => {
    expect(['info', 'primary', 'success', 'warning', 'red'].map(badgeVariant)).toEqual([
      'info',
      'primary',
      'success',
      'warning',
      'danger',
    ]);
    expect(badgeVariant('purple')).toBe('secondary');
  });

  it('uses dark text only on the light backgrounds', () => {
    expect(['info', 'primary', 'success', 'warning', 'red'].map(badgeText)).toEqual([
      'dark',
      undefined,
      undefined,
      'dark',
      undefined,
    ]);
  });
});
