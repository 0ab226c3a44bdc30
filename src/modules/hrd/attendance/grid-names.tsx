import { memo } from 'react';
import type { GridEmployee } from '../domain/attendance-month';
import { ROW_HEIGHT } from './grid-row';

/**
 * The employees' names frozen at the left while the days scroll sideways: one sticky column over every row's own
 * header (which stays in the row for screen readers and tests; this copy is hidden from them). One sticky element
 * instead of one per row: hundreds of sticky headers made every scrolled frame slow (npm run bench).
 */
export const GridNames = memo(function GridNames({ employees }: { employees: readonly GridEmployee[] }) {
  return (
    <tr aria-hidden="true" className="ag-names" style={{ height: employees.length * ROW_HEIGHT }}>
      <td>
        {employees.map((employee, index) => (
          <div
            key={employee.recordid}
            style={{ top: index * ROW_HEIGHT }}
            title={`${employee.empname}, ${employee.designation}, ${employee.department}`}
          >
            {employee.empno} {employee.empname}
          </div>
        ))}
      </td>
    </tr>
  );
});
