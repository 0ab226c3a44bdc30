/** The contract's batch planning, job card, report and dashboard routes (07-production-qc.md), React-free. */
export const BATCH_ROUTES = {
  plans: 'api/ppcBatchPlanning/GetPPCBatchPlans',
  plan: 'api/ppcBatchPlanning/GetPPCBatchPlan',
  requirements: 'api/ppcBatchPlanning/GetPPCBatchRequirements',
  savePlan: 'api/ppcBatchPlanning/SetPPCBatchPlanning',
  pending: 'api/ppcProduction/ppcShowPendingProcesses',
  jobCards: 'api/ppcProduction/getTodaysProductionDetails',
  jobCard: 'api/ppcProduction/getTodaysProductionDetail',
  saveJobCard: 'api/ppcProduction/SetProductionProcess',
  runningBatches: 'api/ppcReports/ppcRepRunningBatchInfo',
  materialCosting: 'api/ppcReports/ppcRepRunningBatchMaterialDetails',
  wastage: 'api/ppcReports/ppcRepMaterialWastageDetails',
  dashboard: 'api/ProductionDashboard/getProductionDashBoardDetails',
} as const;

export const BATCH_KEY = 'ppc-batches';
