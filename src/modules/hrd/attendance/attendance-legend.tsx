import type { AttendanceCodeInfo } from '../domain/attendance-codes';

/** The codes the grid takes and how to edit it. */
export function AttendanceLegend({ codes }: { codes: readonly AttendanceCodeInfo[] }) {
  return (
    <details className="mb-2 small">
      <summary>Codes and keys</summary>
      <ul className="list-inline mb-1">
        {codes.map((one) => (
          <li key={one.code} className="list-inline-item">
            <strong>{one.code}</strong> {one.label}
          </li>
        ))}
      </ul>
      <p className="mb-0">
        Grey italic codes are proposed from shifts, punches, holidays and approved leave; plain ones are saved; bold
        ones are changed here. A red left edge marks a late arrival, a green top edge overtime. Arrow keys move, Shift
        with an arrow selects a range; type a code and press Enter to set it on the whole selection; Delete clears;
        paste a block copied from a spreadsheet. Save keeps each changed day.
      </p>
    </details>
  );
}
