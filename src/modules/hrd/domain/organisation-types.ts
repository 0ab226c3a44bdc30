/** A department as the masters store it (a tree: parentId null at the top); the name under `department`. */
export interface HrdDepartment {
  recordId: number;
  department: string;
  parentId: number | null;
  active: boolean;
}

/** A designation as the masters store it; the name under `designation`. */
export interface HrdDesignation {
  recordId: number;
  designation: string;
  department: number | null;
  active: boolean;
}
