import { passwordChangeProblems } from './password-rules';

describe('password change rules', () => {
  it('accepts a strong new password typed twice', () => {
    expect(passwordChangeProblems({ current: 'admin123', next: 'Better123', confirm: 'Better123' })).toEqual({});
  });

  it('refuses an empty form, a weak or unchanged password and a mismatched confirmation', () => {
    expect(passwordChangeProblems({ current: '', next: '', confirm: '' })).toEqual({
      current: 'Enter your current password.',
      next: 'Enter the new password.',
      confirm: 'Enter the new password again.',
    });
    expect(passwordChangeProblems({ current: 'admin123', next: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({
      next: 'The password needs at least 8 characters with a letter and a digit.',
    });
    expect(passwordChangeProblems({ current: 'admin123', next: 'abc1', confirm: 'abc1' }).next).toBe(
      'The password needs at least 8 characters with a letter and a digit.',
    );
    expect(passwordChangeProblems({ current: 'admin123', next: 'admin123', confirm: 'admin123' })).toEqual({
      next: 'The new password must differ from the current one.',
    });
    expect(passwordChangeProblems({ current: 'admin123', next: 'Better123', confirm: 'Better124' })).toEqual({
      confirm: 'The two new passwords are not the same.',
    });
  });
});
