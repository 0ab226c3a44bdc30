import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { changedColumns, type GridRow } from '../domain/attendance-edit';
import { dayList } from '../domain/attendance-day-list';
import type { MonthGridAnswer } from '../domain/attendance-month';
import { ATTENDANCE_KEY, saveAttendanceDay, savedRowsOfDay } from './attendance-api';

/** A key per day body: a retry of the same day's list after no answer saves once; a changed list is a new save. */
function useKeys() {
  const keys = useRef(new Map<string, string>());
  return (body: unknown) => {
    const snapshot = JSON.stringify(body);
    let key = keys.current.get(snapshot);
    if (!key)
      keys.current.set(
        snapshot,
        (key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('')),
      );
    return key;
  };
}

/** A day's cells once saved: the non-empty ones saved, none edited. */
const markSaved = (rows: readonly GridRow[], col: number): GridRow[] =>
  rows.map((row) =>
    row[col]!.edited
      ? row.map((cell, index) => (index === col ? { ...cell, saved: cell.attendance !== '', edited: false } : cell))
      : row,
  );

/**
 * Save: every changed day through SetHRDAppointment, one call a day with the day's full list (replace-all); with a
 * department chosen, the other departments' saved rows of the day go in the list too. A refusal stops there: the days
 * saved before it are marked saved, the rest stay changed, and the refusal is shown.
 */
export function useSaveDays(
  answer: MonthGridAnswer,
  department: string,
  rows: readonly GridRow[],
  setRows: (rows: GridRow[]) => void,
) {
  const { submit, saving, failure } = useRepeatSubmit();
  const keyFor = useKeys();
  const queryClient = useQueryClient();
  const save = () =>
    submit(async () => {
      const columns = changedColumns(rows);
      const ids = answer.employees.map((employee) => employee.recordid);
      let current = [...rows];
      try {
        for (const col of columns) {
          const dat = answer.days[col]!;
          const others = department ? await savedRowsOfDay(dat) : [];
          const body = dayList(dat, col, ids, current, others);
          await saveAttendanceDay(body, keyFor(body));
          current = markSaved(current, col);
        }
      } finally {
        setRows(current);
      }
      showDoneToast(`Attendance of ${columns.length} ${columns.length === 1 ? 'day' : 'days'} saved.`);
      await queryClient.invalidateQueries({ queryKey: [ATTENDANCE_KEY, 'month'] });
    });
  return { save, saving, failure };
}
