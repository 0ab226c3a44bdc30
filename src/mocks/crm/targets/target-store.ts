import { fromPaise } from '../../../lib/money/money';
import {
  BRAND_TYPE,
  TARGET_TYPE,
  type BrandType,
  type TargetSetting,
  type TargetType,
} from '../../../modules/crm/domain/target-rules';
import type { LevelCommissions } from '../../../modules/crm/targets/target-endpoints';
import { setupEntries } from '../../core/company/settings-store';
import {
  deleteRecordsByIdPrefix,
  listRecords,
  listRecordsByIdPrefix,
  readRecord,
  writeRecord,
  writeRecords,
} from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { seedTargets } from './target-seed';

/** The targets (`CrmTargetSettings`, ours in paise), one record per person, year, month, category and item. */
export const TARGET_SETTINGS = 'crm.target-settings';
/** The level-wise commission table and the agents' introducers (D3), one record per company. */
export const LEVEL_COMMISSIONS = 'crm.level-commissions';

const idOf = (setting: TargetSetting) =>
  `${setting.empno}|${setting.yea}|${String(setting.mont).padStart(2, '0')}|${setting.categoryId}|${setting.productId}`;

export async function targetsOf(companyCode: number): Promise<TargetSetting[]> {
  await seedTargets(companyCode);
  return listRecords<TargetSetting>(TARGET_SETTINGS, companyCode);
}

export async function personTargets(companyCode: number, empno: string, year: number): Promise<TargetSetting[]> {
  await seedTargets(companyCode);
  return listRecordsByIdPrefix<TargetSetting>(TARGET_SETTINGS, companyCode, `${empno}|${year}|`);
}

/** SetCRMTarget's replace-all: the person's targets in these months of the year go, the new ones are written. */
export async function replaceTargets(
  companyCode: number,
  empno: string,
  year: number,
  months: readonly number[],
  settings: readonly TargetSetting[],
) {
  await seedTargets(companyCode);
  for (const month of months)
    await deleteRecordsByIdPrefix(TARGET_SETTINGS, companyCode, `${empno}|${year}|${String(month).padStart(2, '0')}|`);
  await writeRecords(
    TARGET_SETTINGS,
    companyCode,
    settings.map((data) => ({ id: idOf(data), data })),
  );
}

/** The target cycle (crm_cyl) and basis (crm_brd) from the CRM settings; month and "Total" when not set. */
export async function targetSettings(companyCode: number): Promise<{ targetType: TargetType; brandType: BrandType }> {
  const entries = await setupEntries(companyCode);
  const value = (code: string) => entries.find((entry) => entry.setupCode === code)?.setupValue;
  const cycle = Number(value('crm_cyl'));
  const brand = Number(value('crm_brd'));
  return {
    targetType: ([1, 2, 3, 4].includes(cycle) ? cycle : TARGET_TYPE.month) as TargetType,
    brandType: ([1, 2, 3].includes(brand) ? brand : BRAND_TYPE.total) as BrandType,
  };
}

const NO_RULES: LevelCommissions = {
  commissions: [
    { level: 2, percent: 0 },
    { level: 3, percent: 0 },
  ],
  introducers: [],
};

export async function levelCommissions(companyCode: number): Promise<LevelCommissions> {
  return (await readRecord<LevelCommissions>(LEVEL_COMMISSIONS, companyCode, 'rules')) ?? NO_RULES;
}

export const storeLevelCommissions = (companyCode: number, rules: LevelCommissions) =>
  writeRecord(LEVEL_COMMISSIONS, companyCode, 'rules', rules);

/** The company's agents (the one agent master, pos.agents). */
export async function agentsOf(
  companyCode: number,
): Promise<Array<{ code: string; name: string; commission: number; active: boolean }>> {
  await ensureSeeded('pos.agents', companyCode);
  const rows = await listRecords<Record<string, unknown>>('pos.agents', companyCode);
  return rows
    .map((row) => ({
      code: String(row.code),
      name: String(row.name ?? row.code),
      commission: Number(row.commission ?? 0),
      active: row.active !== false,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const rupees = (paise: number) => fromPaise(paise);
