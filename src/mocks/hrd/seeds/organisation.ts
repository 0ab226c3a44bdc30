import type { HrdDepartment, HrdDesignation } from '../../../modules/hrd/domain/organisation-types';
import type { DemoCompany } from '../../core/company/companies';
import { staffingOf } from './staffing';
import type { Staffing } from './staffing-types';

/** Ours beside the contract's department: its short code, where it sits and the posts sanctioned. */
export type SeededDepartment = HrdDepartment & { code: string; location: string; sanctionedStrength: number };
/** Ours beside the contract's designation: its short code and grade (M, S, O, W, T). */
export type SeededDesignation = HrdDesignation & { code: string; grade: string };

/** A department's record id: its place in the trade's list, from 1. */
export const departmentIdOf = (staffing: Staffing, code: string) =>
  staffing.departments.findIndex((row) => row[0] === code) + 1;

/** Departments of the company's trade; sanctioned posts are the filled ones plus a vacancy in the larger ones. */
export function departmentSeed(company: DemoCompany): SeededDepartment[] {
  const { departments, designations } = staffingOf(company.pCode);
  return departments.map(([code, name, location], index) => {
    const filled = designations.filter((row) => row[2] === code).reduce((sum, row) => sum + row[5], 0);
    return {
      recordId: index + 1,
      department: name,
      parentId: null,
      active: true,
      code,
      location,
      sanctionedStrength: filled + (filled >= 4 ? 1 : 0),
    };
  });
}

/** Designations, record ids in the trade's order from 1, each in its department (by record id). */
export function designationSeed(company: DemoCompany): SeededDesignation[] {
  const staffing = staffingOf(company.pCode);
  return staffing.designations.map(([code, name, department, grade], index) => ({
    recordId: index + 1,
    designation: name,
    department: departmentIdOf(staffing, department),
    active: true,
    code,
    grade,
  }));
}
