/** [name, parameter, unit, lower limit, upper limit, method, mandatory, item group (raw material tests only)] */
export type TestRow = readonly [string, string, string, number | null, number | null, string, boolean, string?];

/** The three test masters of one trade. */
export interface TestPlan {
  raw: readonly TestRow[];
  production: readonly TestRow[];
  saleReturn: readonly TestRow[];
}

/** Stored records, coded PREFIX-01, PREFIX-02... in the order given. */
export function testRecords(prefix: string, rows: readonly TestRow[], withGroup: boolean) {
  return rows.map(([name, parameter, unit, lowerLimit, upperLimit, method, mandatory, itemGroup], index) => ({
    code: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    name,
    parameter,
    unit,
    lowerLimit,
    upperLimit,
    method,
    mandatory,
    ...(withGroup ? { itemGroup: itemGroup ?? '' } : {}),
  }));
}
