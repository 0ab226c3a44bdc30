import { testEmployee } from './employee.fixture';
import { workedLine } from './payment-test-lines';
import { ecrText, pfStatement } from './statement-pf';

describe('PF statement (ECR 2.0)', () => {
  const month = '2026-05';
  const employees = new Map([
    [1, testEmployee(1, { uan: '100123456789' })],
    [2, testEmployee(2, { uan: '100987654321' })],
    [3, testEmployee(3, { uan: '' })],
    [4, testEmployee(4, { uan: '100555555555' })],
  ]);
  const lines = [
    workedLine(month, 2, 'B', { empname: 'Ravi Kumar' }),
    workedLine(month, 1, 'A', { empname: 'Anita Rao' }),
    workedLine(month, 3, 'A'),
    workedLine(month, 4, 'B', {
      pfEmployee: 0,
      epfEmployer: 0,
      epsEmployer: 0,
      pfWages: 0,
      totalDeductions: 200,
      net: 29_800,
    }),
  ];

  it('writes one line a member in whole rupees, the employer share split so EPS + difference = the share', () => {
    const statement = pfStatement(month, lines, employees);
    // A: EPS 999.60 → 1,000; share 1,440 → difference 440. B: EPS 1,249.50 → 1,250; share 1,800 → 550; EPS wages capped
    // at 15,000.
    expect(ecrText(statement.rows)).toBe(
      '100123456789#~#ANITA RAO#~#20000#~#12000#~#12000#~#12000#~#1440#~#1000#~#440#~#1#~#0\n' +
        '100987654321#~#RAVI KUMAR#~#30000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0\n',
    );
  });

  it('caps EPS and EDLI wages at 15,000 and lists members without a UAN apart; no PF, no row', () => {
    const statement = pfStatement(
      month,
      [
        workedLine(month, 2, 'B', {
          pfWages: 20_000,
          pfEmployee: 2_400,
          epfEmployer: 1_150.5,
          epsEmployer: 1_249.5,
          totalDeductions: 2_600,
          net: 27_400,
        }),
        ...lines.slice(2),
      ],
      employees,
    );
    expect(statement.rows).toEqual([
      expect.objectContaining({
        epfWages: 20_000,
        epsWages: 15_000,
        edliWages: 15_000,
        epfContribution: 2_400,
        epsContribution: 1_250,
        epfEpsDifference: 1_150,
      }),
    ]);
    // The salary statement caps PF at the ceiling: wages 22,000, PF 1,800 → EPF wages 15,000 (EPFO's 12 % of them = the
    // 1,800 paid).
    const capped = pfStatement(month, [workedLine(month, 2, 'B', { pfWages: 22_000 })], employees);
    expect(capped.rows).toEqual([
      expect.objectContaining({ epfWages: 15_000, epsWages: 15_000, epfContribution: 1_800 }),
    ]);
    expect(statement.withoutUan).toEqual([
      { empCode: 'E003', empname: 'Employee 3', reason: 'No UAN in the employee master' },
    ]);
  });
});
