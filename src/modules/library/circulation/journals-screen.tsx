import { format } from 'date-fns';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { journalSpanStart } from '../domain/journal-span';
import { useJournalReceipts } from './circulation-api';
import { JournalReceiptForm } from './journal-receipt-form';
import { JournalTables } from './journal-tables';

interface Filters {
  from: string;
  to: string;
  journal: string;
}

/**
 * Journal transactions (/library/lib-journals-tra): issues received in a period and those missing by each journal's
 * periodicity.
 */
export function JournalsScreen() {
  const id = useId();
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = format(new Date(), 'yyyy-MM-dd');
  const start = journalSpanStart(today);
  const from = params.get('from') ?? start;
  const to = params.get('to') ?? today;
  const journal = params.get('journal') ?? '';
  const answer = useJournalReceipts(from, to, journal);
  const journals = answer.data?.journals;
  const filters = useForm<Filters>({ defaultValues: { from, to, journal } });
  // The address holds the filters (a date cleared is its default again); the journal chosen shows once its option is
  // there, as the list comes with the answer.
  const pickDate = (name: 'from' | 'to', value: string, fallback: string) => {
    change({ [name]: value || null });
    if (!value) filters.setValue(name, fallback);
  };
  useEffect(() => {
    filters.setValue('from', from);
    filters.setValue('to', to);
    filters.setValue('journal', journal);
  }, [filters, from, to, journal, journals]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Journal transactions
      </h1>
      {answer.data && allowed('create') && <JournalReceiptForm journals={answer.data.journals} today={today} />}
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={filters}
          name="from"
          id={`${id}-from`}
          label="From"
          type="date"
          onChange={(value) => pickDate('from', value, start)}
        />
        <Field
          form={filters}
          name="to"
          id={`${id}-to`}
          label="To"
          type="date"
          onChange={(value) => pickDate('to', value, today)}
        />
        <Field
          form={filters}
          name="journal"
          id={`${id}-filter`}
          label="Journal shown"
          choose="Every journal"
          onChange={(value) => change({ journal: value || null })}
          options={(journals ?? []).map((one) => ({ value: one.code, label: one.title }))}
        />
      </div>
      <p className="form-text">
        {formatDate(from)} to {formatDate(to)}: an issue is missing once its period (day, week, fortnight, month,
        quarter or year) has ended with none received.
      </p>
      {answer.error ? (
        <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />
      ) : !answer.data ? (
        <Loading label="Loading the journals received…" />
      ) : (
        <JournalTables answer={answer.data} />
      )}
    </section>
  );
}
