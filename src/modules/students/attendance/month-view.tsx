import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useMonth } from './attendance-api';
import { MonthTable } from './month-table';
import { MONTH_NAMES } from '../../../lib/format/month-names';

/** 'November 2026' for 2026-11. */
export const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

/** The school's month and the twelve before it (yyyy-MM), newest first. */
function monthsBack(today: string): string[] {
  const [year, number] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return Array.from({ length: 13 }, (_, back) => {
    const at = year * 12 + (number - 1) - back;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

interface Props {
  classCode: string;
  /** yyyy-MM, or '' for the school's month. */
  month: string;
  onChange: (values: Record<string, string | null>) => void;
}

/** The month grid view: a class and a month, then its pupils × days with each pupil's percentage. */
export function MonthView({ classCode, month, onChange }: Props) {
  const query = useMonth(classCode, month);
  const answer = query.data;
  const shown = month || answer?.today.slice(0, 7) || '';
  const months = useMemo(() => (answer ? monthsBack(answer.today) : []), [answer]);
  const picker = useForm<{ classCode: string; month: string }>({ defaultValues: { classCode, month: shown } });
  // The address holds the class and the month; the selects follow it, and are set again once their choices arrive
  // (a select given a value before its option shows its first one).
  useEffect(() => {
    picker.setValue('classCode', classCode);
    picker.setValue('month', shown);
  }, [picker, classCode, shown, answer]);
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-start">
        <Field
          form={picker}
          name="classCode"
          id="month-class"
          label="Class"
          options={(answer?.classes ?? []).map((one) => ({ value: one.code, label: one.code }))}
          onChange={(value) => onChange({ class: value || null })}
        />
        <Field
          form={picker}
          name="month"
          id="month-month"
          label="Month"
          choose={null}
          options={months.map((value) => ({ value, label: monthTitle(value) }))}
          onChange={(value) => onChange({ month: value || null })}
        />
      </div>
      {query.error ? (
        <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <Loading label="Loading the month…" />
      ) : !answer.grid ? (
        <p>
          {answer.classes.length === 0 ? 'No class is in the classes master yet.' : 'Choose a class to see its month.'}
        </p>
      ) : answer.grid.rows.length === 0 ? (
        <p>Nobody is on the roll of {answer.grid.classCode}.</p>
      ) : (
        <MonthTable
          grid={answer.grid}
          shut={answer.shut}
          title={`Attendance of ${answer.grid.classCode}, ${monthTitle(answer.grid.month)}`}
        />
      )}
    </>
  );
}
