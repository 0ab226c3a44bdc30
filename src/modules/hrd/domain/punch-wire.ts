import type { PunchLineProblem } from './punch-csv';

/**
 * One row of GetTodayInoutDetails (contract): an employee in service that day with one of the day's punch rows; an
 * employee not punched yet comes once with lineid 0, empty times and pos null.
 */
export interface InoutRow {
  lineid: number;
  recordid: number;
  empno: string;
  empname: string;
  fromTime: string;
  toTime: string;
  pos: 0 | 1 | null;
  mobile: string;
  email: string;
}

/** The body of SetTodayInoutDetails: `{ inout, traCheck, usr }`; traCheck 1 punch in, 2 punch out. */
export interface InoutPunch {
  lineid: number;
  empId: number;
  dat: string;
  fromTime: string;
  toTime: string;
}

/** A day of an employee as the import left it: first in and last out. */
export interface ImportedDay {
  empno: string;
  empname: string;
  dat: string;
  fromTime: string;
  toTime: string;
}

/** Ours: the answer of ImportInoutDetails (`{ csv, usr }`). `malformed` holds the lines refused for their date too. */
export interface InoutImportAnswer {
  result: string;
  imported: number;
  duplicates: number;
  unknown: Array<{ line: number; code: string }>;
  malformed: PunchLineProblem[];
  days: ImportedDay[];
}

/** The largest device file taken at once. */
export const PUNCH_FILE_LIMIT = 2 * 1024 * 1024;
