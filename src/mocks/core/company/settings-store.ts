import type { SetupEntry } from '../../../lib/session/session-types';
import { DEMO_SETUP_ENTRIES } from './setup-entries';
import { ADMIN_STORE } from './admin-store-names';
import { readRecord, writeRecord } from '../record-store';

/** The company's approval settings (spec section 4: value 2 means approval is required), as last saved. */
export async function setupEntries(companyCode: number): Promise<SetupEntry[]> {
  const stored = await readRecord<{ sets: SetupEntry[] }>(ADMIN_STORE.settings, companyCode, 'sets');
  return (stored?.sets ?? DEMO_SETUP_ENTRIES).map((entry) => ({ ...entry }));
}

export async function saveSetupEntries(companyCode: number, sets: readonly SetupEntry[]): Promise<void> {
  await writeRecord(ADMIN_STORE.settings, companyCode, 'sets', { sets: sets.map((entry) => ({ ...entry })) });
}

/**
 * Does the setting make a new document wait for approval? The real server's rule (contract README,
 * "Approvals"): value "1" means born approved, any other value (2) pending, no row approved.
 */
export async function approvalSetting(companyCode: number, branchId: string, setupCode: string): Promise<boolean> {
  const entry = (await setupEntries(companyCode)).find(
    (row) => row.branchId === branchId && row.setupCode === setupCode,
  );
  return entry !== undefined && String(entry.setupValue) !== '1';
}
