/** The CRM reports' and dashboard's routes (React-free: the demo backend imports them too). */
export const CRM_REPORT_ENDPOINTS = {
  targetAchievements: 'api/CRMReports/GetTargetAchievements',
  keyMaterialGroups: 'api/CRMKeyReports/crmKeyRepMaterialGroups',
  keyMaterials: 'api/CRMKeyReports/crmKeyRepMaterials',
  keyDesignations: 'api/CRMKeyReports/crmKeyRepDesignations',
  keyEmployees: 'api/CRMKeyReports/crmKeyRepEmployees',
  /** Ours: the point of sale's agents key report already answers crmKeyRepAgents (commission earned and paid). */
  keyAgents: 'api/CRMKeyReports/crmKeyRepAgentSales',
} as const;

export const CRM_DASHBOARD_ENDPOINT = 'api/CRMDashboard/GetCRMDashboard';
