import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { QUALITY } from '../../menus/catalogue/quality';

const rawMaterial = 'qc.raw-material-tests';

/** The quality control dashboard: the raw material, production and sale return tests from the masters. */
export const QC_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'qc.dashboard',
    title: QUALITY.dashboard.title,
    screen: QUALITY.dashboard,
    endpoint: 'api/QCDashboard/GetQCDashboard',
    cards: [
      { name: 'rawMaterial', label: 'Raw material tests', format: 'number', source: { resource: rawMaterial, measure: 'count' } },
      { name: 'production', label: 'Production tests', format: 'number', source: { resource: 'qc.production-tests', measure: 'count' } },
      { name: 'saleReturn', label: 'Sale return tests', format: 'number', source: { resource: 'qc.sale-return-tests', measure: 'count' } },
      { name: 'mandatory', label: 'Mandatory production tests', format: 'number', source: { resource: 'qc.production-tests', measure: 'count', where: { mandatory: true } } },
    ],
    charts: [
      { name: 'rawMaterialByGroup', title: 'Raw material tests by item group', kind: 'bar', source: { resource: rawMaterial, measure: 'count', groupBy: 'itemGroup' } },
      { name: 'rawMaterialMandatory', title: 'Raw material tests: mandatory', kind: 'doughnut', source: { resource: rawMaterial, measure: 'count', groupBy: 'mandatory' } },
    ],
  },
];
