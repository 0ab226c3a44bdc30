/** Grades of the designations master: management, supervisory, officer / staff, worker, trainee. */
export type Grade = 'M' | 'S' | 'O' | 'W' | 'T';

/** Who usually holds a post: men, women, or either. */
export type GenderMix = 'M' | 'F' | 'X';

/** The working pattern of a business, which sets its shifts. */
export type ShiftPattern = 'hospitality' | 'factory' | 'site' | 'office' | 'retail' | 'school' | 'care' | 'transport';

/** [code, name, location] */
export type DepartmentRow = readonly [string, string, string];

/** [code, name, department, grade, basic pay, headcount, gender mix] */
export type DesignationRow = readonly [string, string, string, Grade, number, number, GenderMix];

/** The departments, posts and shifts of one kind of business. */
export interface Staffing {
  departments: readonly DepartmentRow[];
  designations: readonly DesignationRow[];
  shifts: ShiftPattern;
}
