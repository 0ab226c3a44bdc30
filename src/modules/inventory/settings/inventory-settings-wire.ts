/**
 * The inventory settings' calls: the contract's `api/invSetup/invCostingInfo` (InvSetup rows), and its save (ours, by
 * the convention).
 */
export const INVENTORY_SETTINGS_ENDPOINTS = {
  read: 'api/invSetup/invCostingInfo',
  save: 'api/invSetup/setInvCostingInfo',
} as const;

/** An `InvSetup` row: the issue costing rule is code `inv_iss`, value 'GIN' (the lot's own rate) or 'AVERAGE'. */
export interface InvSetupRow {
  setupCode: string;
  setupDescription: string;
  setupValue: string;
}

export type IssueRate = 'GIN' | 'AVERAGE';

export const ISSUE_RATE_CODE = 'inv_iss';
