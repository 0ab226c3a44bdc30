import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { PPC_ROUTES as R } from '../resources/ppc-routes';

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const qty = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
type Parameter = ReportDeclaration['parameters'][number];
const PERIOD: readonly Parameter[] = [
  { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' },
  { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
];

/** Mass planning's reports, computed by the backend from the saved plans, the set-ups and the stock ledger. */
export const PLANNING_REPORTS: readonly ReportDeclaration[] = [
  {
    name: 'production.report.mass-achievement',
    title: PRODUCTION.ppcrepmassachieve.title,
    screen: PRODUCTION.ppcrepmassachieve,
    endpoint: R.repAchievements,
    parameters: PERIOD,
    columns: [
      text('itemName', 'Product'),
      text('um', 'Unit'),
      text('plans', 'Plans'),
      qty('planned', 'Planned'),
      qty('finished', 'Finished'),
      qty('balance', 'Still to make'),
      qty('achievedPer', 'Achieved %'),
    ],
  },
  {
    name: 'production.report.materials-required',
    title: PRODUCTION.ppcrepmaterialrequired.title,
    screen: PRODUCTION.ppcrepmaterialrequired,
    endpoint: R.repMaterials,
    parameters: PERIOD,
    columns: [
      text('itemName', 'Material'),
      text('grp', 'Group'),
      text('uom', 'Unit'),
      text('source', 'Made or bought'),
      qty('qtyrequired', 'Required'),
      qty('qtyavailable', 'In stock'),
      qty('qtypending', 'Short'),
    ],
  },
];
