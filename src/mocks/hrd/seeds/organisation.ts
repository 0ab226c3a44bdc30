import type { DemoCompany } from '../../core/company/companies';
import { staffingOf } from './staffing';

/** Departments of the company's trade; sanctioned posts are the filled ones plus a vacancy in the larger ones. */
export function departmentSeed(company: DemoCompany) {
  const { departments, designations } = staffingOf(company.pCode);
  return departments.map(([code, name, location]) => {
    const filled = designations.filter((row) => row[2] === code).reduce((sum, row) => sum + row[5], 0);
    return { code, name, location, sanctionedStrength: filled + (filled >= 4 ? 1 : 0), active: true };
  });
}

export function designationSeed(company: DemoCompany) {
  return staffingOf(company.pCode).designations.map(([code, name, department, grade]) => ({ code, name, department, grade, active: true }));
}
