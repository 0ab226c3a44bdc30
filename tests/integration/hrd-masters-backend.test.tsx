import { dataProvider } from '../../src/lib/api/data-provider';
import { readRecord } from '../../src/mocks/core/record-store';
import { allowancesOf, departmentsOf, employeesOf, rangesOf } from '../../src/mocks/core/people/hrd-masters';
import { HRD_MASTER_ROUTES as R } from '../../src/modules/hrd/resources/master-routes';
import type { HrdEmployee } from '../../src/modules/hrd/domain/employee-types';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1002;
type Json = Record<string, unknown>;
/** The lists and requirements take the user itself as the body (the contract's UserInfo), as the screens send it. */
const read = <T,>(route: string) => dataProvider.read<T>(route);
/** A write's answer, or the refusal's text as `{ result }`. */
const write = (route: string, body: Json): Promise<{ result: string; recordId?: string | number }> =>
  dataProvider.write(route, body).then(
    (answer) => ({ ...answer, result: String(answer.result) }),
    (error: unknown) => ({ result: (error as Error).message }),
  );

/** The answered employee as a client sends it back: our service closing is the server's to keep, never sent. */
const answeredEmployee = (answer: Json): Json =>
  Object.fromEntries(Object.entries(answer.employee as Json).filter(([field]) => field !== 'serviceClosing'));

describe('HR masters on the contract routes (1002)', () => {
  it('answers an employee with its children and names, numbers a new one max + 1 and refuses a duplicate number in the server’s words', async () => {
    await signInAs(COMPANY, 'admin');
    const staff = await employeesOf(COMPANY);
    const first = staff[0]!;
    const answer = await dataProvider.get<Json>(R.employee, String(first.recordId));
    expect(answer).toMatchObject({
      employee: { recordId: first.recordId, empno: first.empno, department: first.department },
      leaves: expect.any(Array),
      family: expect.any(Array),
    });
    expect((answer!.employee as Json).allowances).toBeUndefined();
    const heads = await allowancesOf(COMPANY);
    expect((answer!.allowances as Json[])[0]).toEqual({
      lineid: 1,
      allowanceId: first.allowances[0]!.allowanceId,
      allowance: heads.find((head) => head.recordId === first.allowances[0]!.allowanceId)!.allowance,
      valu: first.allowances[0]!.valu,
    });

    const employee = { ...answeredEmployee(answer!), recordId: null, empno: 'EMP-7777', empname: 'Ravi' };
    const body = {
      employee,
      allowances: [{ allowance: heads[0]!.recordId, valu: 40 }],
      leaves: [],
      identifications: [],
      curriculum: [],
      experience: [],
      family: [],
      imgs: [],
      traCheck: 1,
    };
    const saved = await write(R.setEmployee, body);
    expect(saved).toMatchObject({ result: 'OK', recordId: Math.max(...staff.map((row) => row.recordId)) + 1 });
    const stored = await readRecord<HrdEmployee>('hrd.employees', COMPANY, String(saved.recordId));
    expect(stored).toMatchObject({
      empno: 'EMP-7777',
      gender: first.gender,
      modeofPay: first.modeofPay,
      allowances: [{ lineid: 1, allowanceId: heads[0]!.recordId, valu: 40 }],
      serviceClosing: null,
    });
    expect(await write(R.setEmployee, { ...body, employee: { ...employee, empno: first.empno } })).toEqual({
      result: 'This employee number is already existed',
    });
    expect(
      await write(R.setEmployee, { ...body, employee: { ...employee, recordId: saved.recordId }, traCheck: 3 }),
    ).toMatchObject({ result: 'OK' });
    expect(await readRecord('hrd.employees', COMPANY, String(saved.recordId))).toBeUndefined();
  });

  it('takes numbered allowance lines by the entity’s name (`allowance` = the head’s id) and stores allowanceId alone', async () => {
    await signInAs(COMPANY, 'admin');
    const first = (await employeesOf(COMPANY))[0]!;
    const heads = await allowancesOf(COMPANY);
    const answer = await dataProvider.get<Json>(R.employee, String(first.recordId));
    const employee = { ...answeredEmployee(answer!), recordId: null, empno: 'EMP-7778', empname: 'Sita' };
    const body = {
      employee,
      allowances: [{ lineid: 1, allowance: heads[1]!.recordId, valu: 55 }],
      leaves: [],
      identifications: [],
      curriculum: [],
      experience: [],
      family: [],
      imgs: [],
      traCheck: 1,
    };
    const saved = await write(R.setEmployee, body);
    expect(saved).toMatchObject({ result: 'OK' });
    const stored = await readRecord<HrdEmployee & { allowances: Json[] }>(
      'hrd.employees',
      COMPANY,
      String(saved.recordId),
    );
    expect(stored!.allowances).toEqual([{ lineid: 1, allowanceId: heads[1]!.recordId, valu: 55 }]);
  });

  it('lists employees with names, the sales departments’ alone, and the requirements the employee form needs', async () => {
    await signInAs(COMPANY, 'admin');
    const list = await read<Json[]>(R.employees);
    const departments = await departmentsOf(COMPANY);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining(['recordId', 'empno', 'empname', 'mobile', 'email', 'department', 'designation', 'pic']),
    );
    expect(departments.map((row) => row.department)).toContain(list[0]!.department);
    const sales = await read<Json[]>(R.employeesByDepartment);
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((row) => String(row.department).includes('Sales'))).toBe(true);
    const needs = await read<Json>(R.employeeRequirements);
    expect(Object.keys(needs).sort()).toEqual([
      'allowancesDeductions',
      'departmentTree',
      'desigallowances',
      'desigleaves',
      'designations',
      'leaves',
    ]);
    const tree = await read<Array<Json & { level: number }>>(R.departments);
    expect(tree).toHaveLength(departments.length);
    expect(tree.every((row) => row.level === 0)).toBe(true);
  });

  it('refuses to delete a pay head in use with the contract’s words, names the effects, and takes slabs as { range: [...] }', async () => {
    await signInAs(COMPANY, 'admin');
    const heads = await allowancesOf(COMPANY);
    const hra = heads.find((head) => head.allowance === 'House rent allowance')!;
    expect(
      await write(R.setAllowance, { header: { ...hra, lines: undefined }, lines: hra.lines, traCheck: 3 }),
    ).toEqual({ result: 'This allowance is in use you can not delete' });
    const answer = await dataProvider.get<Json>(R.allowance, String(hra.recordId));
    expect(answer!.lines).toEqual([{ recordId: hra.recordId, sno: 1, allowanceOn: -1, allowanceName: 'Basic' }]);

    const swf = heads.find((head) => head.allowance === 'Staff welfare fund')!;
    const before = (await rangesOf(COMPANY)).filter((row) => row.allowanceId === swf.recordId);
    const slab = {
      allowanceId: swf.recordId,
      lineid: before.length + 1,
      stat: '',
      frmAmt: 100001,
      toAmt: null,
      valu: 150,
      febValu: null,
    };
    expect(await write(R.setRanges, { range: [slab] })).toMatchObject({ result: 'OK' });
    expect((await rangesOf(COMPANY)).filter((row) => row.allowanceId === swf.recordId).at(-1)).toMatchObject(slab);
  });

  it('refuses the masters’ writes to a user without HR rights', async () => {
    await signInAs(1010, 'staff');
    expect(
      await write(R.setHoliday, {
        holiday: { recordId: null, dat: '2026-12-31', description: 'Year end' },
        traCheck: 1,
      }),
    ).toEqual({ result: 'You are not authorised for this transaction' });
  });
});
