/** The targets' and commission rules' routes (React-free: the demo backend imports them too). */
export const TARGET_ENDPOINTS = {
  requirements: 'api/CRMTargetSettings/GetCRMTargetRequirements',
  details: 'api/CRMTargetSettings/GetCRMTargetDetails',
  save: 'api/CRMTargetSettings/SetCRMTarget',
  /** Ours: every person's target, achieved and calls for one period (the grid). */
  summary: 'api/CRMTargetSettings/GetCRMTargetSummary',
  commissions: 'api/AdminMasters/GetLevelWiseCommissions',
  saveCommissions: 'api/AdminMasters/SetLevelWiseCommissions',
} as const;

export const TARGETS_KEY = 'crm-targets';

export interface Named {
  code: string;
  name: string;
}

/**
 * GetCRMTargetRequirements: the cycle and basis (crm_cyl, crm_brd), the employees; ours the agents, item groups, items.
 */
export interface TargetRequirements {
  targetType: number;
  brandType: number;
  employees: Array<{ empno: string; empname: string; designation: string }>;
  agents: Named[];
  groups: Named[];
  items: Array<Named & { group: string }>;
  /** Ours: the server's today, for the period chosen first. */
  today: string;
}

/** GetCRMTargetDetails' rows (+ ours achieved), money in rupees. */
export interface TargetDetailRow {
  slno: number;
  categoryid: string;
  category: string;
  itemid: string;
  itemname: string;
  target: number;
  calls: number;
  achieved: number;
}

/** GetCRMTargetSummary's rows: one person's period. */
export interface TargetSummaryRow {
  empno: string;
  name: string;
  kind: 'Employee' | 'Agent';
  target: number;
  achieved: number;
  percent: number | null;
  calls: number;
  callsMade: number;
}

/** GetLevelWiseCommissions / SetLevelWiseCommissions (shapes ours, D3). */
export interface LevelCommissions {
  commissions: Array<{ level: number; percent: number }>;
  introducers: Array<{ agent: string; introducer: string }>;
  /** Ours, in the answer only: the agents to choose introducers among. */
  agents?: Named[];
}
