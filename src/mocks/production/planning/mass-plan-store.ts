import type { MassPlan } from '../../../modules/production/domain/mass-plan-rules';
import { serverToday } from '../../core/server-dates';
import { findDemoCompany } from '../../core/company/companies';
import { listRecords, seedOnce, writeRecord, deleteRecord } from '../../core/record-store';
import { producibleItems } from './producible';

export const MASS_PLANS = 'production.mass-plans'; // id: recordId, 8 digits (ordered)
const key = (recordId: number) => String(recordId).padStart(8, '0');

/** Shakti's (D-USI) standing plan: the month's shafts and flanges, saved a few days ago. */
async function seedRows(companyCode: number) {
  if (findDemoCompany(companyCode)?.pCode !== 'D-USI') return [];
  const products = await producibleItems(companyCode);
  const pick = (name: string) => products.find((row) => row.itemname === name);
  const lines = (
    [
      ['Pump shaft (machined)', 40],
      ['Flange 150 NB (machined)', 60],
    ] as const
  ).flatMap(([name, qty]) => {
    const product = pick(name);
    return product
      ? [
          {
            itemId: product.itemid,
            itemName: product.itemname,
            um: product.um,
            qty,
            soid: null,
            soLine: null,
            orderSeq: '',
          },
        ]
      : [];
  });
  const dat = new Date(Date.parse(`${serverToday()}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
  const plan: MassPlan = {
    header: {
      recordId: 1,
      seq: 'MPLAN000001',
      dat,
      remarks: 'Month plan: pump shafts and flanges',
      usr: 'admin',
      purchaseRequest: null,
    },
    lines: lines.map((line, index) => ({ ...line, sno: index + 1 })),
  };
  return lines.length > 0 ? [{ id: key(1), data: plan }] : [];
}

export async function massPlansOf(companyCode: number): Promise<MassPlan[]> {
  await seedOnce(MASS_PLANS, companyCode, () => seedRows(companyCode));
  const plans = await listRecords<MassPlan>(MASS_PLANS, companyCode);
  return plans.sort((a, b) => a.header.recordId - b.header.recordId);
}
export const writeMassPlan = (companyCode: number, plan: MassPlan) =>
  writeRecord(MASS_PLANS, companyCode, key(plan.header.recordId), plan);
export const deleteMassPlan = (companyCode: number, recordId: number) =>
  deleteRecord(MASS_PLANS, companyCode, key(recordId));
