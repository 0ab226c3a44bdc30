/**
 * The answer of `GetPurchaseRequestRequirements` (contract 03 section 1): the lists a request draws on; codes as text
 * (see request-types.ts).
 */

export interface RequirementDepartment {
  deptid: string;
  deptname: string;
  area: string;
}
export interface RequirementSupplier {
  recordid: string;
  supplier: string;
  partygroup: string;
}
export interface RequirementEmployee {
  empid: string;
  empno: string;
  empname: string;
  surname: string;
  fathername: string;
  gender: string;
  mobile: string;
  deptid: string;
  department: string;
  desigid: string;
  Designation: string;
  branchid: string;
  customercode: number;
}
export interface RequirementMaterial {
  itemid: string;
  itemname: string;
  grpname: string;
  /** On hand, in the stock unit. */
  stock: number;
  /** The stock unit's name. */
  um: string;
}
/** The units an item may be requested in: sno 1 is its stock unit. */
export interface RequirementUnit {
  recordid: string;
  sno: number;
  umid: string;
  um: string;
}

export interface RequestRequirements {
  /** The next free number. */
  seq: string;
  dat: string;
  departments: RequirementDepartment[];
  suppliers: RequirementSupplier[];
  employees: RequirementEmployee[];
  materials: RequirementMaterial[];
  materialunits: RequirementUnit[];
}
