import { format } from 'date-fns';
import { useId } from 'react';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { journalSpanStart } from '../domain/journal-span';
import { useJournalReceipts } from './circulation-api';
import { JournalReceiptForm } from './journal-receipt-form';
import { JournalTables } from './journal-tables';

/**
 * Journal transactions (/library/lib-journals-tra): issues received in a period and those missing by each journal's
 * periodicity.
 */
export function JournalsScreen() {
  const id = useId();
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = format(new Date(), 'yyyy-MM-dd');
  const from = params.get('from') ?? journalSpanStart(today);
  const to = params.get('to') ?? today;
  const journal = params.get('journal') ?? '';
  const answer = useJournalReceipts(from, to, journal);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Journal transactions
      </h1>
      {answer.data && allowed('create') && <JournalReceiptForm journals={answer.data.journals} today={today} />}
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-from`}
          label="From"
          type="date"
          value={from}
          onChange={(value) => change({ from: value || null })}
        />
        <InputField
          id={`${id}-to`}
          label="To"
          type="date"
          value={to}
          onChange={(value) => change({ to: value || null })}
        />
        <SelectField
          id={`${id}-filter`}
          label="Journal shown"
          placeholder="Every journal"
          value={journal}
          onChange={(value) => change({ journal: value || null })}
          options={(answer.data?.journals ?? []).map((one) => ({ value: one.code, label: one.title }))}
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
