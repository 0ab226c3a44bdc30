import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { CRM } from '../../../menus/catalogue/crm';
import { CRM_REPORT_ENDPOINTS as E } from './report-endpoints';

type Screen = ReportDeclaration['screen'];
type Parameter = ReportDeclaration['parameters'][number];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const percent = (name: string, label: string): ReportColumn => ({ name, label, type: 'percent' });

const PERIOD: readonly Parameter[] = [
  { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' },
  { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
];

const crmReport = (
  screen: Screen,
  name: string,
  endpoint: string,
  columns: ReportDeclaration['columns'],
  groupBy?: string,
): ReportDeclaration => ({
  name: `crm.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters: PERIOD,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

/** Quoted, ordered and invoiced (taxable, net of returns) values: the key reports' common figures. */
const VALUES = [money('quoted', 'Quoted'), money('ordered', 'Ordered'), money('invoiced', 'Invoiced')];
const TARGETS = [money('target', 'Target'), percent('percent', 'Achieved %')];

/**
 * The CRM target and key reports: targets against achievement (8/1) and the five key reports (8/51-55), from real CRM
 * data.
 */
export const CRM_TARGET_REPORTS: readonly ReportDeclaration[] = [
  crmReport(
    CRM.crmRepTargets,
    'targets',
    E.targetAchievements,
    [
      text('kind', 'Employee or agent'),
      text('empno', 'Code'),
      text('name', 'Name'),
      money('target', 'Target'),
      money('achieved', 'Achieved'),
      percent('percent', 'Achieved %'),
      money('balance', 'Still to achieve'),
      count('calls', 'Calls planned'),
      count('callsMade', 'Calls made'),
    ],
    'kind',
  ),
  crmReport(CRM.crmKeyrepMaterialgroups, 'key-material-groups', E.keyMaterialGroups, [
    text('group', 'Material group'),
    ...VALUES,
  ]),
  crmReport(
    CRM.crmKeyrepMaterials,
    'key-materials',
    E.keyMaterials,
    [
      text('group', 'Material group'),
      text('itemId', 'Item'),
      text('itemName', 'Name'),
      count('qtyOrdered', 'Quantity ordered'),
      count('qtyInvoiced', 'Quantity invoiced'),
      ...VALUES,
    ],
    'group',
  ),
  crmReport(CRM.crmKeyrepDesignations, 'key-designations', E.keyDesignations, [
    text('designation', 'Designation'),
    count('people', 'People'),
    count('leads', 'Open leads owned'),
    ...VALUES,
    ...TARGETS,
  ]),
  crmReport(CRM.crmKeyrepEmployees, 'key-employees', E.keyEmployees, [
    text('empno', 'Employee number'),
    text('empname', 'Employee'),
    text('designation', 'Designation'),
    count('leads', 'Open leads owned'),
    ...VALUES,
    ...TARGETS,
  ]),
  crmReport(CRM.crmKeyrepAgents, 'key-agents', E.keyAgents, [
    text('code', 'Agent'),
    text('name', 'Name'),
    text('introducer', 'Introduced by'),
    money('invoiced', 'Invoiced'),
    percent('rate', 'Commission %'),
    money('commission', 'Commission'),
    money('introducerShare', 'Introducer’s share'),
    ...TARGETS,
  ]),
];
