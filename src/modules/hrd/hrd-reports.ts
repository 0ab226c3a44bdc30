import { keyReport } from '../../engine/report/key-report';
import type { ReportDeclaration } from '../../engine/report/report';
import { HRD } from '../../menus/catalogue/hrd';


/** The HR key reports: the masters as printed lists, computed by the backend. */
export const HRD_REPORTS: readonly ReportDeclaration[] = [
  keyReport(HRD.hrdkeyrepdepts, 'hrd.departments', 'api/HRDKeyReports/GetDepartmentsList', [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Department', type: 'text' },
    { name: 'location', label: 'Location', type: 'text' },
    { name: 'sanctionedStrength', label: 'Sanctioned posts', type: 'number', total: true },
    { name: 'active', label: 'Active', type: 'text' },
  ]),
  keyReport(HRD.hrdkeyrepdesigs, 'hrd.designations', 'api/HRDKeyReports/GetDesignationsList', [
    { name: 'department', label: 'Department', type: 'text' },
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Designation', type: 'text' },
    { name: 'grade', label: 'Grade', type: 'text' },
    { name: 'active', label: 'Active', type: 'text' },
  ], { groupBy: 'department' }),
  keyReport(HRD.hrdkeyrepemployees, 'hrd.employees', 'api/HRDKeyReports/GetEmployeesList', [
    { name: 'department', label: 'Department', type: 'text' },
    { name: 'empNo', label: 'Employee number', type: 'text' },
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'surname', label: 'Surname', type: 'text' },
    { name: 'designation', label: 'Designation', type: 'text' },
    { name: 'dateOfJoining', label: 'Joined on', type: 'date' },
    { name: 'active', label: 'In service', type: 'text' },
    { name: 'basicPay', label: 'Basic pay', type: 'money', total: true },
    { name: 'grossPay', label: 'Gross pay', type: 'money', total: true },
  ], { groupBy: 'department' }),
];
