/**
 * Production's routes (contract 07-production-qc.md) for the masters and mass planning; where the contract names none
 * (a get-one, the list of saved plans, raising purchase requests), ours in its convention.
 */
export const PPC_ROUTES = {
  processes: 'api/ppcMasters/GetPPCProcesses',
  process: 'api/ppcMasters/GetPPCProcess', // ours
  setProcess: 'api/ppcMasters/SetPPCProcess',
  setups: 'api/ppcMasters/GetProductWiseAttachments',
  setup: 'api/ppcMasters/GetProductWiseAttachment', // ours: one product's set-up {recordId: productId}
  setSetup: 'api/ppcMasters/SetProductWiseAttachments',
  producible: 'api/ppcTransactions/GetMassPlanningRequirements',
  pendingOrders: 'api/ppcTransactions/GetPendingSOToBePlanned',
  required: 'api/ppcTransactions/PPCItemsRequiredForMassPlanning',
  setMassPlan: 'api/ppcTransactions/SetMassPlanning',
  deleteMassPlan: 'api/ppcTransactions/DeleteMassPlanning',
  massPlans: 'api/ppcTransactions/GetMassPlans', // ours
  massPlan: 'api/ppcTransactions/GetMassPlan', // ours
  raiseRequests: 'api/ppcTransactions/RaisePurchaseRequestsForMassPlan', // ours
  repAchievements: 'api/ppcReports/ppcRepMassAchievements',
  repMaterials: 'api/ppcReports/ppcRepMaterialRequirements',
} as const;
