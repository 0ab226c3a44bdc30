import { rightsList, roleProblems, roleSchema } from './role-editor-values';

describe('role form values', () => {
  it('keeps the rights in one order without repeats, so the same rights compare equal', () => {
    expect(rightsList(new Set(['5.1.2.0', '1.2.1.1', '1.2.1.0']))).toEqual(['1.2.1.0', '1.2.1.1', '5.1.2.0']);
    expect(rightsList(['1.2.1.0', '1.2.1.0'])).toEqual(['1.2.1.0']);
  });

  it('checks the code of a new role only, and the name always', () => {
    const values = { code: 'c', name: ' ', rights: [] };
    expect(roleProblems(values, true)).toEqual([
      { field: 'code', message: 'Use 2 to 20 capital letters, digits or underscores.' },
      { field: 'name', message: 'Enter a name for the role.' },
    ]);
    expect(roleProblems(values, false)).toEqual([{ field: 'name', message: 'Enter a name for the role.' }]);
    expect(roleProblems({ code: 'CASHIER', name: 'Cashier', rights: [] }, true)).toEqual([]);
  });

  it('refuses through the schema on the same fields', () => {
    const result = roleSchema(true).safeParse({ code: '', name: 'Cashier', rights: ['1.2.1.0'] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'Enter a code for the role.'],
    ]);
  });
});
