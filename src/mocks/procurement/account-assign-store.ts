import { STOCK_MASTERS } from '../core/stock/stock-masters';
import {
  PURCHASE_POSTING_MODULE,
  purchasePostingCodes,
  type ItemGroupRef,
  type PostingCodeRow,
} from '../../modules/procurement/domain/posting-codes';
import {
  accountMappingFrom,
  type AccountAssignment,
  type AccountMapping,
} from '../../kits/accounting/document-voucher';
import { TAX_ASSIGNINGS } from '../../modules/procurement/resources/tax-assignings';
import { storedChart } from '../core/accounting/ledger-store';
import { listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { seededPurchaseAssignments, type SeedTax } from './seeds/account-assignments';

/**
 * The demo backend's `AccountsAssign` table: per company, one record per module (PUR purchases,
 * SAL sales, kept apart) holding that module's rows `{module, transcode, account}`. A save replaces
 * all rows of its module (contract 03 section 5). The purchase rows are seeded from the company's
 * chart the first time anything reads them.
 */
export const ACCOUNT_ASSIGN_STORE = 'procurement.account-assignments';

export type AssignModule = 'PUR' | 'SAL';

interface StoredModule {
  rows: AccountAssignment[];
}

const isActive = (row: { active?: unknown }) => row.active !== false;

/** The company's active item groups (code, name), as purchases are booked by them. */
async function itemGroupsOf(companyCode: number): Promise<ItemGroupRef[]> {
  await ensureSeeded(STOCK_MASTERS.itemGroups, companyCode);
  const rows = await listRecords<{ code?: unknown; name?: unknown; active?: unknown }>(
    STOCK_MASTERS.itemGroups,
    companyCode,
  );
  return rows
    .filter(isActive)
    .map((row) => ({ code: String(row.code ?? ''), name: String(row.name ?? row.code ?? '') }));
}

/** The company's active purchase taxes (tax assignings: code, percent, kind). */
async function purchaseTaxesOf(companyCode: number): Promise<SeedTax[]> {
  await ensureSeeded(TAX_ASSIGNINGS.name, companyCode);
  const rows = await listRecords<{ code?: unknown; percent?: unknown; kind?: unknown; active?: unknown }>(
    TAX_ASSIGNINGS.name,
    companyCode,
  );
  return rows
    .filter(isActive)
    .map((row) => ({ code: String(row.code ?? ''), percent: Number(row.percent ?? 0), kind: String(row.kind ?? '') }));
}

/** Every purchase posting code the company needs today: per item group, each tax, and the fixed ones. */
export async function companyPurchasePostingCodes(companyCode: number): Promise<PostingCodeRow[]> {
  const [groups, taxes] = await Promise.all([itemGroupsOf(companyCode), purchaseTaxesOf(companyCode)]);
  return purchasePostingCodes(
    groups,
    taxes.map((tax) => ({ taxCode: tax.code, taxPer: tax.percent })),
  );
}

async function seedPurchaseRows(companyCode: number): Promise<void> {
  await seedOnce(ACCOUNT_ASSIGN_STORE, companyCode, async () => {
    const [chart, groups, taxes] = await Promise.all([
      storedChart(companyCode),
      itemGroupsOf(companyCode),
      purchaseTaxesOf(companyCode),
    ]);
    return [{ id: PURCHASE_POSTING_MODULE, data: { rows: seededPurchaseAssignments(chart, groups, taxes) } }];
  });
}

/** The company's `AccountsAssign` rows of one module (copies). */
export async function accountAssignments(companyCode: number, module: AssignModule): Promise<AccountAssignment[]> {
  await seedPurchaseRows(companyCode);
  const stored = await readRecord<StoredModule>(ACCOUNT_ASSIGN_STORE, companyCode, module);
  return (stored?.rows ?? []).map((row) => ({ ...row }));
}

/** Replaces every row of one module (the contract's SetAccountsAssignDetails). */
export async function replaceAccountAssignments(
  companyCode: number,
  module: AssignModule,
  rows: readonly AccountAssignment[],
): Promise<void> {
  await seedPurchaseRows(companyCode);
  await writeRecord(ACCOUNT_ASSIGN_STORE, companyCode, module, {
    rows: rows.map((row) => ({ module, transcode: row.transcode, account: row.account ?? null })),
  });
}

/** The company's purchase (PUR) rows. */
export const purchaseAccountAssignments = (companyCode: number): Promise<AccountAssignment[]> =>
  accountAssignments(companyCode, 'PUR');

/**
 * Posting code (upper case) → account of the company's purchases: what a goods receipt, return or payment posts with.
 */
export async function purchaseAccountMapping(companyCode: number): Promise<AccountMapping> {
  return accountMappingFrom(await purchaseAccountAssignments(companyCode), PURCHASE_POSTING_MODULE);
}
