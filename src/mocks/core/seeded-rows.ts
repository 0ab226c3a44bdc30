import { listRecords } from './record-store';
import { ensureSeeded } from './seeds/ensure-seeded';

type Row = Record<string, unknown>;

/** A company's stored records of a master, its starting records put in place on first use. */
export async function rowsOf(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}
