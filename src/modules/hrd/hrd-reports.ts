import { keyReport } from '../../engine/report/key-report';
import type { ReportDeclaration } from '../../engine/report/report';
import { HRD } from '../../menus/catalogue/hrd';

/**
 * The HR key reports on the contract's routes (api/HRDKeyReports/GetKeyRepHRD...): the masters as printed lists, names
 * for ids.
 */
/** The contract's HR key reports read the user as the whole body (04-hrd.md: UserInfo). */
const USER_BODY = { body: 'user' } as const;

export const HRD_REPORTS: readonly ReportDeclaration[] = [
  keyReport(
    HRD.hrdkeyrepdepts,
    'hrd.departments',
    'api/HRDKeyReports/GetKeyRepHRDDepartments',
    [
      { name: 'department', label: 'Department', type: 'text' },
      { name: 'parentId', label: 'Part of', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'location', label: 'Location', type: 'text' },
      { name: 'sanctionedStrength', label: 'Sanctioned posts', type: 'number', total: true },
      { name: 'active', label: 'Active', type: 'text' },
    ],
    USER_BODY,
  ),
  keyReport(
    HRD.hrdkeyrepdesigs,
    'hrd.designations',
    'api/HRDKeyReports/GetKeyRepHRDDesignations',
    [
      { name: 'department', label: 'Department', type: 'text' },
      { name: 'designation', label: 'Designation', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'grade', label: 'Grade', type: 'text' },
      { name: 'active', label: 'Active', type: 'text' },
    ],
    { groupBy: 'department', ...USER_BODY },
  ),
  keyReport(
    HRD.hrdkeyrepemployees,
    'hrd.employees',
    'api/HRDKeyReports/GetKeyRepHRDEmployees',
    [
      { name: 'department', label: 'Department', type: 'text' },
      { name: 'empno', label: 'Employee number', type: 'text' },
      { name: 'empname', label: 'Name', type: 'text' },
      { name: 'surname', label: 'Surname', type: 'text' },
      { name: 'designation', label: 'Designation', type: 'text' },
      { name: 'doj', label: 'Joined on', type: 'date' },
      { name: 'modeofPay', label: 'Mode of pay', type: 'text' },
      { name: 'basicPay', label: 'Basic pay', type: 'money', total: true },
      { name: 'grandPay', label: 'Gross pay', type: 'money', total: true },
    ],
    { groupBy: 'department', ...USER_BODY },
  ),
];
