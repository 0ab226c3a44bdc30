import { UNITS_OF_MEASURE } from '../../modules/inventory/resources/units-of-measure';
import type { DemoRecord } from '../db/demo-db';
import type { DemoCompany } from './companies';
import { UNITS_OF_MEASURE_SEED } from './records/units-of-measure';

const SEEDS: ReadonlyArray<{ resource: string; key: string; rows: ReadonlyArray<Record<string, unknown>> }> = [
  { resource: UNITS_OF_MEASURE.name, key: UNITS_OF_MEASURE.key, rows: UNITS_OF_MEASURE_SEED },
];

/** Every company's starting master data. */
export function seedRecords(companies: readonly DemoCompany[]): DemoRecord[] {
  return companies.flatMap((company) =>
    SEEDS.flatMap(({ resource, key, rows }) => rows.map((row) => ({ resource, companyCode: company.code, id: String(row[key]), data: { ...row } }))),
  );
}
