import type { ContractRoute } from './contract-route';
import { BATCH_CONTRACT } from './production-batch-contract';
import { PLANNING_CONTRACT } from './production-planning-contract';
import { QC_BATCH_CONTRACT } from './qc-batch-contract';
import { QC_MATERIAL_CONTRACT } from './qc-material-contract';

/**
 * The production-qc routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason).
 */
export const PRODUCTION_QC_CONTRACT: readonly ContractRoute[] = [
  ...Object.values(PLANNING_CONTRACT),
  ...Object.values(BATCH_CONTRACT),
  ...Object.values(QC_MATERIAL_CONTRACT),
  ...Object.values(QC_BATCH_CONTRACT),
];
