import { format } from 'date-fns';
import { formatDate } from '../../../lib/format/date-format';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { DayRegister } from './day-register';
import { PunchImport } from './punch-import-panel';

/**
 * The in and out register (/hrd/hrd-inout and the older /hrd/hrdinout): a day's punches per employee (today unless
 * another day is chosen, never after today), manual punch in and out, and the import of a device's CSV.
 */
export function InoutScreen() {
  const id = useId();
  const today = format(new Date(), 'yyyy-MM-dd');
  const form = useForm({ defaultValues: { day: today } });
  const day = useWatch({ control: form.control, name: 'day' });
  const [importing, setImporting] = useState(false);
  const allowed = useScreenPermission();
  const dayProblem = !day
    ? 'Choose a day.'
    : day > today
      ? `Choose today (${formatDate(today)}) or an earlier day: punches are not taken ahead.`
      : null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        In and out register
      </h1>
      <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
        <Field
          form={form}
          name="day"
          id={`${id}-day`}
          label="Day"
          type="date"
          max={today}
          problem={dayProblem ?? undefined}
          className="mb-0"
        />
        {allowed('create') && (
          <Button
            className="mt-4"
            variant={importing ? 'secondary' : 'outline-primary'}
            aria-expanded={importing}
            aria-controls={`${id}-import`}
            onClick={() => setImporting((open) => !open)}
          >
            Import device file
          </Button>
        )}
      </div>
      {importing && allowed('create') && (
        <div id={`${id}-import`}>
          <PunchImport />
        </div>
      )}
      {!dayProblem && <DayRegister key={day} day={day} today={today} />}
    </section>
  );
}
