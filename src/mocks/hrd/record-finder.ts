import { formatDate } from '../../lib/format/date-format';
import { designationsOf, employeesOf } from '../core/people/hrd-masters';
import { detailOf, found, type RecordFinder } from '../core/search/record-finder';
import { searchIndex } from '../core/search/search-index';

/** The employees by number or name, those in service first. */
const staff = searchIndex('hrd.employees', async (companyCode) => {
  const [employees, designations] = await Promise.all([employeesOf(companyCode), designationsOf(companyCode)]);
  const titles = new Map(designations.map((row) => [row.recordId, row.designation]));
  return [...employees]
    .sort((a, b) => Number(Boolean(a.serviceClosing)) - Number(Boolean(b.serviceClosing)))
    .map((employee) => {
      const name = [employee.empname, employee.surname].filter(Boolean).join(' ');
      return {
        number: employee.empno,
        name,
        value: {
          recordId: String(employee.recordId),
          empno: employee.empno,
          name,
          designation: titles.get(employee.designation) ?? '',
          joined: employee.doj,
          closed: Boolean(employee.serviceClosing),
        },
      };
    });
});

const employees: RecordFinder = {
  kind: 'employee',
  async find({ companyCode, query, limit }) {
    return (await staff.find(companyCode, query, limit)).map(({ value, exact }) =>
      found('employee', {
        recordId: value.recordId,
        number: value.empno,
        name: value.name,
        detail: detailOf(
          value.designation,
          value.joined && `joined ${formatDate(value.joined)}`,
          value.closed && 'service closed',
        ),
        exact,
      }),
    );
  },
  warm: (companyCode) => staff.entries(companyCode),
};

/** HR's records: the employees. */
export const HRD_RECORD_FINDERS: readonly RecordFinder[] = [employees];
