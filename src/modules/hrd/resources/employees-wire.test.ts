import { recordFromSaveBody, recordToWire } from '../../../engine/wire-shape';
import { EMPLOYEES } from './employees';

/**
 * Contract 04-hrd.md: HrdEmployeeAllowancesDeductions (RecordId, LineId, Allowance, Valu): the head's id is
 * `allowance`.
 */
describe('an employee on the wire', () => {
  const record = {
    recordId: 7,
    empno: 'EMP-0007',
    empname: 'Ravi',
    gender: '1',
    allowances: [{ allowanceId: '3', valu: 1500 }],
    leaves: [{ leaveId: '2', valu: 12 }],
  };

  it('sends each allowance line with the head id as the entity names it (allowance), numbered', () => {
    const body = recordToWire(EMPLOYEES, record);
    expect(body.allowances).toEqual([{ lineid: 1, allowance: 3, valu: 1500 }]);
    expect(body.leaves).toEqual([{ lineid: 1, leaveId: 2, valu: 12 }]);
    expect(body.employee).toMatchObject({ recordId: 7, gender: 1 });
  });

  it('reads a body with only the entity’s allowance as the head’s id', () => {
    const form = recordFromSaveBody(EMPLOYEES, {
      employee: { recordId: 7, empno: 'EMP-0007' },
      allowances: [{ lineid: 1, allowance: 4, valu: 900 }],
    });
    expect(form!.allowances).toEqual([{ lineid: 1, allowance: 4, allowanceId: '4', valu: 900 }]);
  });

  it('keeps the id of a line that has one (a Get answer’s allowance is the head’s name)', () => {
    const form = recordFromSaveBody(EMPLOYEES, {
      employee: { recordId: 7 },
      allowances: [{ lineid: 1, allowanceId: 5, allowance: 'HRA', valu: 10 }],
    });
    expect(form!.allowances).toEqual([{ lineid: 1, allowanceId: '5', allowance: 'HRA', valu: 10 }]);
  });
});
