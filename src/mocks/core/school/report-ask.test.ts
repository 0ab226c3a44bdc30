import { describe, expect, it } from 'vitest';
import { REPORT_ROWS as LIBRARY } from '../../library/reports/reports-handlers';
import { REPORT_ROWS as STUDENTS } from '../../students/reports/reports-handlers';
import { readSchoolAsk } from './report-ask';
import { REPORT_ROWS as FRONT_DESK } from '../../school-office/reports/reports-handlers';

const TODAY = '2026-03-10';

describe('readSchoolAsk', () => {
  it('reads the period as the client sends it (dd-MMM-yyyy or yyyy-MM-dd), detail and the declared parameters', () => {
    const names = new Set(['frmDate', 'toDate', 'classCode', 'exam']);
    expect(
      readSchoolAsk(
        { frmDate: '01-Mar-2026', toDate: '2026-03-09', detail: ' VI-A ', classCode: 'VI-A', route: 'R-01', usr: {} },
        names,
        TODAY,
      ),
    ).toEqual({
      period: { from: '2026-03-01', to: '2026-03-09' },
      detail: 'VI-A',
      values: { classCode: 'VI-A', exam: '' },
    });
  });

  it('opens the period at either end the report does not ask for', () => {
    expect(readSchoolAsk({}, new Set(), TODAY)).toEqual({
      period: { from: '0000-01-01', to: TODAY },
      detail: '',
      values: {},
    });
    expect(readSchoolAsk({ frmDate: '02-Mar-2026' }, new Set(['frmDate']), TODAY)).toMatchObject({
      period: { from: '2026-03-02', to: TODAY },
    });
  });

  it('refuses a missing or impossible date and a period upside down', () => {
    const names = new Set(['frmDate', 'toDate']);
    expect(readSchoolAsk({ toDate: '2026-03-01' }, names, TODAY)).toBe('Give the first day of the report (frmDate).');
    expect(readSchoolAsk({ frmDate: '2026-03-01', toDate: '31-Feb-2026' }, names, TODAY)).toBe(
      'Give the last day of the report (toDate).',
    );
    expect(readSchoolAsk({ frmDate: '2026-03-05', toDate: '2026-03-01' }, names, TODAY)).toBe(
      'The report cannot start after it ends.',
    );
  });
});

describe('the school report maps', () => {
  it.each([
    ['front desk', FRONT_DESK],
    ['students', STUDENTS],
    ['library', LIBRARY],
  ] as const)('%s: every entry is filed under its own declaration’s endpoint', (_module, map) => {
    for (const [endpoint, source] of Object.entries(map)) expect(source.report.endpoint).toBe(endpoint);
  });
});
