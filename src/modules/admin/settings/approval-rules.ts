import type { SetupEntry } from '../../../lib/session/session-types';

/** 1: the document needs no approval; 2: it waits for approval (spec section 4). */
export type ApprovalValue = 1 | 2;

/** The groups of settings: purchase and sales (CRM) approvals, and the accounts' rule on money beyond its limit. */
export type ApprovalBranch = 'PUR' | 'CRM' | 'ACC';

/** One approval setting the screen shows. */
export interface ApprovalSetting {
  branchId: ApprovalBranch;
  setupCode: string;
  /** The document, e.g. "Purchase orders". */
  label: string;
  /** What value 2 means, after the label ("approval required" unless said). */
  second?: string;
  /** What value 1 means, for the activity log ("not required" unless said). */
  first?: string;
}

/** Every approval setting the backend knows (spec section 7), in screen order. */
export const APPROVAL_SETTINGS: readonly ApprovalSetting[] = [
  { branchId: 'PUR', setupCode: 'pur_req', label: 'Purchase requests' },
  { branchId: 'PUR', setupCode: 'pur_enq', label: 'Purchase enquiries' },
  { branchId: 'PUR', setupCode: 'pur_quo', label: 'Purchase quotations' },
  { branchId: 'PUR', setupCode: 'pur_ord', label: 'Purchase orders' },
  { branchId: 'CRM', setupCode: 'crm_enq', label: 'Sales enquiries' },
  { branchId: 'CRM', setupCode: 'crm_quo', label: 'Sales quotations' },
  { branchId: 'CRM', setupCode: 'crm_ord', label: 'Sales orders' },
  // Not an approval: cash and wallets below zero, a bank beyond its overdraft limit (1: the user is warned, 2:
  // refused).
  {
    branchId: 'ACC',
    setupCode: 'acc_short',
    label: 'Cash below zero and banks beyond their overdraft',
    second: 'refused',
    first: 'warned',
  },
];

/** What a setting's value 2 is called on its switch and in the log. */
export const secondWord = (setting: ApprovalSetting) => setting.second ?? 'approval required';

/** Setting code → 1 or 2. */
export type ApprovalValues = Readonly<Record<string, ApprovalValue>>;

const valueOf = (entries: readonly SetupEntry[], setting: ApprovalSetting): ApprovalValue =>
  entries.find((entry) => entry.branchId === setting.branchId && entry.setupCode === setting.setupCode)?.setupValue ===
  2
    ? 2
    : 1;

/** The saved values of one group's settings (a setting the server did not send counts as 1). */
export function approvalValues(entries: readonly SetupEntry[], branchId: ApprovalBranch): ApprovalValues {
  return Object.fromEntries(
    APPROVAL_SETTINGS.filter((setting) => setting.branchId === branchId).map((setting) => [
      setting.setupCode,
      valueOf(entries, setting),
    ]),
  );
}

/**
 * The full array SetPurSetupDetails is sent: every known setting, one group's values from `draft`,
 * the others as last saved, descriptions as the server gave them.
 */
export function setsToSave(
  entries: readonly SetupEntry[],
  branchId: ApprovalBranch,
  draft: ApprovalValues,
): SetupEntry[] {
  return APPROVAL_SETTINGS.map((setting) => {
    const saved = entries.find((entry) => entry.branchId === setting.branchId && entry.setupCode === setting.setupCode);
    const setupValue =
      setting.branchId === branchId
        ? (draft[setting.setupCode] ?? valueOf(entries, setting))
        : valueOf(entries, setting);
    return {
      branchId: setting.branchId,
      setupCode: setting.setupCode,
      setupDescription: saved?.setupDescription ?? `${setting.label}: ${secondWord(setting)}`,
      setupValue,
    };
  });
}

/**
 * The server's check of a SetPurSetupDetails body's `sets`: every known setting once, with its own branch, valued 1
 * or 2. Null when fine.
 */
export function setsProblem(sets: unknown): string | null {
  if (!Array.isArray(sets)) return 'Send the approval settings as a list (sets).';
  const seen = new Set<string>();
  for (const entry of sets as unknown[]) {
    const row = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const setting = APPROVAL_SETTINGS.find((candidate) => candidate.setupCode === row.setupCode);
    if (!setting)
      return `Unknown setting ${String(row.setupCode ?? '(none)')}: the settings are ${APPROVAL_SETTINGS.map((known) => known.setupCode).join(', ')}.`;
    if (row.branchId !== setting.branchId)
      return `Setting ${setting.setupCode} belongs to ${setting.branchId}, not ${String(row.branchId ?? '(none)')}.`;
    if (row.setupValue !== 1 && row.setupValue !== 2)
      return `Setting ${setting.setupCode} is 1 (${setting.first ?? 'no approval'}) or 2 (${secondWord(setting)}), not ${String(row.setupValue)}.`;
    if (seen.has(setting.setupCode)) return `Setting ${setting.setupCode} is sent twice.`;
    seen.add(setting.setupCode);
  }
  const missing = APPROVAL_SETTINGS.filter((setting) => !seen.has(setting.setupCode)).map(
    (setting) => setting.setupCode,
  );
  return missing.length > 0 ? `Send every setting; missing: ${missing.join(', ')}.` : null;
}

/** What changed, for the activity log: "Purchase orders: approval required → not required". */
export function approvalChanges(before: readonly SetupEntry[], after: readonly SetupEntry[]): string {
  const changes = APPROVAL_SETTINGS.flatMap((setting) => {
    const word = (value: number) => (value === 2 ? secondWord(setting) : (setting.first ?? 'not required'));
    const [was, now] = [valueOf(before, setting), valueOf(after, setting)];
    return was === now ? [] : [`${setting.label}: ${word(was)} → ${word(now)}`];
  });
  return changes.length > 0 ? changes.join('; ') : 'Saved without changes';
}
