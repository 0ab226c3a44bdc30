import { fromPaise, toPaise } from '../../../lib/money/money';
import type { RegistrationCard } from '../../../modules/frontoffice/checkin/domain/checkin-types';
import type { Stay } from '../../../modules/frontoffice/domain/stay-types';
import { nightCharge } from '../../../modules/frontoffice/domain/tariff';
import { findDemoCompany } from '../../core/company/companies';
import { readRecord, writeRecord } from '../../core/record-store';
import { gstinOfCompany } from '../../core/company/company-ids';
import { foSettingsOf, folioLinesOf } from '../fo-store';
import { categoriesOf } from './checkin-masters';

/** How many times each stay's registration card was printed (record 'frontoffice.registration-prints', key stayNo). */
const PRINTS = 'frontoffice.registration-prints';

export async function printCountOf(companyCode: number, stayNo: string): Promise<number> {
  return (await readRecord<{ copies: number }>(PRINTS, companyCode, stayNo))?.copies ?? 0;
}

export async function countPrint(companyCode: number, stayNo: string): Promise<number> {
  const copies = (await printCountOf(companyCode, stayNo)) + 1;
  await writeRecord(PRINTS, companyCode, stayNo, { copies });
  return copies;
}

/**
 * The card's contents: the hotel (name, GSTIN, address), the stay, the first night with GST, the advance net of
 * refunds.
 */
export async function registrationCardOf(companyCode: number, stay: Stay): Promise<RegistrationCard> {
  const company = findDemoCompany(companyCode);
  const [settings, lines, categories, printCount] = await Promise.all([
    foSettingsOf(companyCode),
    folioLinesOf(companyCode, stay.stayNo),
    categoriesOf(companyCode),
    printCountOf(companyCode, stay.stayNo),
  ]);
  const first = stay.slots[0];
  const live = lines.filter((line) => !line.cancelled);
  const advance = live.reduce(
    (sum, line) =>
      sum + (line.kind === 'ADVANCE' ? toPaise(line.credit) : line.kind === 'REFUND' ? -toPaise(line.debit) : 0),
    0,
  );
  return {
    hotel: {
      name: company?.name ?? '',
      gstin: gstinOfCompany(company),
      address: company ? [company.addr.address, company.addr.city, company.addr.zip].filter(Boolean).join(', ') : '',
    },
    stay,
    categoryName: categories.find((row) => row.code === stay.category)?.name ?? stay.category,
    nightly: first ? fromPaise(nightCharge(first, settings.roomTaxSlabs).debit) : 0,
    advance: fromPaise(advance),
    printCount,
  };
}
