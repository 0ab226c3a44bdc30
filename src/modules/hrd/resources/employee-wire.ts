import type { FieldValue, LineRecord, ResourceRecord } from '../../../engine/resource';
import { wireCodes } from './wire-codes';
import { CHILDREN } from './employee-children';

export const PARTS = Object.fromEntries(CHILDREN.map((field) => [field.name, field.name]));

const codes = wireCodes({
  fields: ['gender', 'maritalStatus', 'department', 'designation', 'mgr', 'modeofPay'],
  lines: {
    allowances: ['allowanceId'],
    leaves: ['leaveId'],
    identifications: [],
    curriculum: [],
    experience: [],
    family: [],
  },
});

const linesOf = (value: FieldValue | undefined): LineRecord[] => (Array.isArray(value) ? (value as LineRecord[]) : []);

/**
 * The contract's HrdEmployeeAllowancesDeductions names the head's id `Allowance` (GetHRDEmployee answers it as
 * `allowanceId`, with `allowance` the head's name): a save carries it as `allowance` alone, and a body with only
 * `allowance` is read back as the head's id.
 */
export function employeeToWire(record: ResourceRecord): ResourceRecord {
  const wired = codes.toWire(record);
  return 'allowances' in wired
    ? {
        ...wired,
        allowances: linesOf(wired.allowances).map(({ allowanceId, ...line }) => ({
          ...line,
          allowance: allowanceId ?? null,
        })),
      }
    : wired;
}

export function employeeFromWire(record: ResourceRecord): ResourceRecord {
  if (!('allowances' in record)) return codes.fromWire(record);
  const allowances = linesOf(record.allowances).map((line) =>
    line.allowanceId === undefined && typeof line.allowance === 'number'
      ? { ...line, allowanceId: line.allowance }
      : line,
  );
  return codes.fromWire({ ...record, allowances });
}
