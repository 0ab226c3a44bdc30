/**
 * The HR masters' routes: the real server's (contract 04-hrd.md) and, where it names none (a get-one, a save the
 * contract does not show, the holidays master), ours in its convention.
 */
export const HRD_MASTER_ROUTES = {
  // employees (contract)
  employees: 'api/HRDEmployees/GetHRDEmployees',
  employee: 'api/HRDEmployees/GetHRDEmployee',
  setEmployee: 'api/HRDEmployees/SetHRDEmployee',
  employeeRequirements: 'api/HRDEmployees/GetHRDEmployeeRequirements',
  employeesByDepartment: 'api/HRDEmployees/GetHRDEmployeesByDepartment',
  // departments (contract: GetDepartments, the tree; the get-one and save are ours)
  departments: 'api/hrdDepartments/GetDepartments',
  department: 'api/hrdDepartments/GetDepartment',
  setDepartment: 'api/hrdDepartments/SetDepartment',
  // designations (contract: api/HRDDesignations/...)
  designations: 'api/HRDDesignations/GetHRDDesignations',
  designation: 'api/HRDDesignations/GetHRDDesignation',
  setDesignation: 'api/HRDDesignations/SetHRDDesignation',
  // pay heads (contract)
  allowances: 'api/HrdAllowancesDeductions/GetHrdAllowancesDeductions',
  allowance: 'api/HrdAllowancesDeductions/GetHrdAllowancesDeduction',
  setAllowance: 'api/HrdAllowancesDeductions/SetHrdAllowancesDeduction',
  ranges: 'api/HrdAllowancesDeductions/GetHRDAllowancesDeductionRangeRequirements',
  setRanges: 'api/HrdAllowancesDeductions/setHRDAllowanceDeductionsRange',
  // ours: one slab by its code, `{ recordId: code }` → `{ range: [slab] }`
  range: 'api/HrdAllowancesDeductions/GetHRDAllowanceDeductionRange',
  // leave types (contract: GetHRDLeaves, setHRDLeave; the get-one is ours)
  leaves: 'api/HRDLeaves/GetHRDLeaves',
  leave: 'api/HRDLeaves/GetHRDLeave',
  setLeave: 'api/HRDLeaves/setHRDLeave',
  // holidays (ours)
  holidays: 'api/HRDHolidays/GetHRDHolidays',
  holiday: 'api/HRDHolidays/GetHRDHoliday',
  setHoliday: 'api/HRDHolidays/SetHRDHoliday',
} as const;
