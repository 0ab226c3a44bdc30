import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useStockRequirements } from '../stock-transactions/stock-api';
import { AuditSheet } from './audit-sheet';

/**
 * Stock audit (3.2.7, TraType "Audit"): a store and a day (in the URL), its count sheet with the book stock as on that
 * day.
 */
export function StockAuditScreen() {
  const [params, setParams] = useSearchParams();
  const store = params.get('store') ?? '';
  const date = params.get('date') ?? format(new Date(), 'yyyy-MM-dd');
  const [round, setRound] = useState(0);
  const requirements = useStockRequirements('Audit', date);
  const stores = requirements.data?.stores ?? [];
  const picker = useForm<{ store: string; date: string }>({ defaultValues: { store, date } });
  // The address is what is shown (back and forward move it), and a store is chosen only once the stores are listed.
  useEffect(() => picker.setValue('store', store), [picker, store, requirements.data]);
  useEffect(() => picker.setValue('date', date), [picker, date]);
  const set = (name: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Stock audit
      </h1>
      <div className="list-toolbar">
        <Field
          form={picker}
          name="store"
          id="audit-store"
          label="Store counted"
          options={stores.map((row) => ({ value: row.code, label: `${row.name} (${row.code})` }))}
          onChange={(value) => set('store', value)}
          className=""
        />
        <Field
          form={picker}
          name="date"
          id="audit-date"
          label="Count date"
          type="date"
          // A cleared date is not a day to count on: the one in the address stays.
          onChange={(value) => (value ? set('date', value) : picker.setValue('date', date))}
          className=""
        />
      </div>
      {requirements.isPending ? (
        <Loading label="Loading the book stock…" />
      ) : requirements.isError ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : !store ? (
        <p>Choose the store that was counted.</p>
      ) : (
        <AuditSheet
          key={`${store}|${date}|${round}`}
          store={store}
          date={date}
          requirements={requirements.data}
          onRestart={() => setRound((n) => n + 1)}
        />
      )}
    </section>
  );
}
