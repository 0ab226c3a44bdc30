import { EDITIONS, type ProductCode } from '../../../lib/editions';
import { staffRoles } from '../../../mocks/core/company/staff-roles';
import { groupState, keysOf, permissionsOf, withKeys } from './matrix-state';
import { editionMatrix, keyPermission, permissionKey, permissionMatrix } from './permission-matrix';
import { heldByMessage, readPermissions, rightsChangeDetail, roleCodeProblem } from './role-rules';

const rows = () => permissionMatrix().flatMap((module) => module.rows);
const row = (id: string) => rows().find((candidate) => candidate.id === id)!;
const p = (moduleCode: number, menuCode: number, screenCode: number, transCode: number) => ({
  moduleCode,
  menuCode,
  screenCode,
  transCode,
});

describe('the rights matrix', () => {
  it('groups accounts by menu, with each screen code once', () => {
    const accounts = permissionMatrix().find((module) => module.moduleCode === 1)!;
    expect(accounts.name).toBe('Accounts');
    expect(accounts.menus.map((menu) => [menu.name, menu.rows.length])).toEqual([
      ['Dashboards', 1],
      ['Masters', 4],
      ['Transactions', 6],
      ['Reports', 15],
    ]);
    // accpayments and acc-payments are the same screen (1.2.1): one row, the first route's title.
    expect(
      rows()
        .filter((candidate) => candidate.id === '1.2.1')
        .map((candidate) => candidate.label),
    ).toEqual(['Payments']);
    expect(row('1.2.1').cells.map((cell) => `${cell.transCode} ${cell.title}`)).toEqual([
      '0 View',
      '1 Create',
      '2 Modify',
      '3 Delete',
      '4 Other dates',
      '7 Print',
      '8 Reprint',
      '9 Mail',
    ]);
    expect(row('1.0.0').cells.map((cell) => cell.title)).toEqual(['Open']);
    expect(accounts.columns.map((column) => column.title)).toEqual([
      'View',
      'Open',
      'Create',
      'Modify',
      'Delete',
      'Other dates',
      'Print',
      'Reprint',
      'Mail',
    ]);
    expect(accounts.columns.find((column) => column.title === 'Create')!.keys).toHaveLength(10);
  });

  it('adds the menus placeholder entries with their own rights, and qualifies shared titles', () => {
    expect(row('5.9.81')).toMatchObject({
      title: 'Tax settings',
      menuEntry: true,
      path: 'pos/sale-taxes',
    });
    expect(row('5.9.81').cells.map((cell) => cell.key)).toEqual(['5.9.81.0']);
    expect(row('2.2.444').cells.map((cell) => cell.transCode)).toContain(98);
    expect(row('5.1.2').label).toBe('Items (pos/res-items)');
    expect(row('3.1.4').label).toBe('Items (Inventory masters)');
    const labels = rows().map((candidate) => candidate.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives an edition only the modules its menus reach: no hostels, library or students in a restaurant', () => {
    const restaurant = editionMatrix('D-RES').map((module) => module.name);
    expect(restaurant).toEqual(expect.arrayContaining(['Accounts', 'Inventory', 'Sales']));
    expect(restaurant).not.toEqual(expect.arrayContaining(['Hostels']));
    for (const other of ['Hostels', 'Library', 'Students', 'Front desk']) expect(restaurant).not.toContain(other);
    expect(editionMatrix('D-SHI').map((module) => module.name)).toEqual(
      expect.arrayContaining(['Students', 'Library', 'Front desk']),
    );
  });

  it('gives the staff roles of each edition only rights of its own modules', () => {
    for (const pCode of Object.keys(EDITIONS) as ProductCode[]) {
      const keys = new Set(editionMatrix(pCode).flatMap((module) => module.keys));
      expect(
        staffRoles(pCode)
          .map(permissionKey)
          .filter((key) => !keys.has(key)),
        pCode,
      ).toEqual([]);
    }
  });

  it('knows every right the demo companies staff roles hold', () => {
    for (const pCode of Object.keys(EDITIONS) as ProductCode[]) {
      const answer = readPermissions(staffRoles(pCode));
      expect('permissions' in answer ? answer.permissions.length : answer.problem).toBe(
        new Set(staffRoles(pCode).map(permissionKey)).size,
      );
    }
  });
});

describe('role rules', () => {
  it('de-duplicates and orders the rights sent, and refuses what no screen uses', () => {
    expect(readPermissions([p(5, 1, 2, 1), p(1, 2, 1, 7), p(5, 1, 2, 1), p(1, 2, 1, 0)])).toEqual({
      permissions: [p(1, 2, 1, 0), p(1, 2, 1, 7), p(5, 1, 2, 1)],
    });
    expect(readPermissions([p(1, 2, 1, 55)])).toEqual({
      problem: 'No screen uses the right 1.2.1.55 (module.menu.screen.transaction).',
    });
    expect(readPermissions([{ moduleCode: 1, menuCode: 2, screenCode: '1', transCode: 0 }])).toEqual({
      problem: 'Right 1 needs whole-number moduleCode, menuCode, screenCode and transCode.',
    });
    expect(readPermissions('all')).toEqual({ problem: 'permissions must be a list of rights.' });
  });

  it('checks codes and words its messages', () => {
    expect(roleCodeProblem('CASHIER_2')).toBeNull();
    expect(roleCodeProblem('cashier')).toBe('Use 2 to 20 capital letters, digits or underscores.');
    expect(roleCodeProblem('C')).toBe('Use 2 to 20 capital letters, digits or underscores.');
    expect(heldByMessage('EMPLOYEE', ['staff'])).toBe(
      'Role EMPLOYEE is held by user staff; give them another role first.',
    );
    expect(rightsChangeDetail([p(1, 2, 1, 0), p(1, 2, 1, 1)], [p(1, 2, 1, 0), p(1, 2, 2, 0), p(1, 2, 2, 1)])).toBe(
      '2 rights added, 1 removed',
    );
    expect(rightsChangeDetail([], [p(1, 2, 1, 0)])).toBe('1 right added, 0 removed');
  });
});

describe('matrix state', () => {
  it('tells none, some or all, and turns sets back into ordered rights', () => {
    const ticked = keysOf([p(1, 2, 1, 1), p(1, 2, 1, 0)]);
    expect(groupState(['1.2.1.0', '1.2.1.1'], ticked)).toBe('all');
    expect(groupState(['1.2.1.0', '1.2.1.2'], ticked)).toBe('some');
    expect(groupState(['1.2.1.2'], ticked)).toBe('none');
    const next = withKeys(ticked, ['1.2.1.1', '1.2.1.7'], false);
    expect([...next]).toEqual(['1.2.1.0']);
    expect(permissionsOf(withKeys(next, ['1.8.4.7', '1.2.1.3'], true))).toEqual([
      p(1, 2, 1, 0),
      p(1, 2, 1, 3),
      p(1, 8, 4, 7),
    ]);
    expect(keyPermission('16.1.2.98')).toEqual(p(16, 1, 2, 98));
  });
});
