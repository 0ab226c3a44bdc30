import type { RequestMasters } from './request-rules';
import type { RequestRequirements, RequirementUnit } from './requirement-types';

/** The lists of the requirements answer (without the next number and the date). */
export type RequirementLists = Pick<
  RequestRequirements,
  'materials' | 'materialunits' | 'departments' | 'employees' | 'suppliers'
>;

/**
 * What a request may refer to, from the requirements answer (the form's lists and the server's check are the same
 * lists).
 */
export function mastersOfRequirements(requirements: RequirementLists): RequestMasters {
  const items = new Map<string, Set<string>>(
    requirements.materials.map((material) => [material.itemid, new Set<string>()]),
  );
  for (const unit of requirements.materialunits) items.get(unit.recordid)?.add(unit.umid);
  return {
    items,
    departments: new Set(requirements.departments.map((department) => department.deptid)),
    employees: new Set(requirements.employees.map((employee) => employee.empid)),
    suppliers: new Set(requirements.suppliers.map((supplier) => supplier.recordid)),
  };
}

/** Name by code of each list the request refers to, for lists, the print and the approval queue. */
export function namesOfRequirements(requirements: RequirementLists) {
  return {
    department: new Map(requirements.departments.map((row) => [row.deptid, row.deptname])),
    employee: new Map(
      requirements.employees.map((row) => [row.empid, [row.empname, row.surname].filter(Boolean).join(' ')]),
    ),
    supplier: new Map(requirements.suppliers.map((row) => [row.recordid, row.supplier])),
    item: new Map(requirements.materials.map((row) => [row.itemid, row.itemname])),
  };
}

/** The unit of a line: its own (`umid`), else the item's stock unit (sno 1); with the unit's name. */
export function lineUnit(
  requirements: Pick<RequirementLists, 'materialunits'>,
  itemId: string,
  umid: string | null | undefined,
): Pick<RequirementUnit, 'umid' | 'um'> {
  const units = requirements.materialunits.filter((unit) => unit.recordid === itemId);
  if (umid) {
    const own = units.find((unit) => unit.umid === umid);
    return { umid, um: own?.um ?? umid };
  }
  const stock = [...units].sort((a, b) => a.sno - b.sno)[0];
  return { umid: stock?.umid ?? '', um: stock?.um ?? '' };
}
