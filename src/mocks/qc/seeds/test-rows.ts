/** [name, parameter, unit, lower limit, upper limit, method, mandatory, item group (raw material tests only)] */
export type TestRow = readonly [string, string, string, number | null, number | null, string, boolean, string?];

/** The three test masters of one trade. */
export interface TestPlan {
  raw: readonly TestRow[];
  production: readonly TestRow[];
  saleReturn: readonly TestRow[];
}

const checkingType = (unit: string, method: string) =>
  unit === '0/1'
    ? /gauge/i.test(method)
      ? 'Gauge'
      : 'Visual'
    : /visual/i.test(method)
      ? 'Visual'
      : /lab|analysis|test \(|oven/i.test(method)
        ? 'Laboratory'
        : 'Measurement';

/** Stored records (`QcTestings`), numbered 1, 2... and coded PREFIX-01, PREFIX-02... in the order given. */
export function testRecords(prefix: string, area: 'MAT' | 'PRO' | 'SRT', rows: readonly TestRow[], withGroup: boolean) {
  return rows.map(([testname, parameter, unit, lowerLimit, upperLimit, method, mandatory, itemGroup], index) => ({
    recordId: index + 1,
    code: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    testname,
    testArea: area,
    checkingType: checkingType(unit, method),
    microCheck: /microb|coliform|yeast/i.test(parameter),
    parameter,
    unit,
    lowerLimit,
    upperLimit,
    method,
    mandatory,
    ...(withGroup ? { itemGroup: itemGroup ?? '' } : {}),
  }));
}
