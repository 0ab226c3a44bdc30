import { format } from 'date-fns';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
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
        <Form.Group controlId="audit-store">
          <Form.Label>Store counted</Form.Label>
          <Form.Select value={store} onChange={(event) => set('store', event.target.value)}>
            <option value="">Choose…</option>
            {(requirements.data?.stores ?? []).map((row) => (
              <option key={row.code} value={row.code}>{`${row.name} (${row.code})`}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="audit-date">
          <Form.Label>Count date</Form.Label>
          <Form.Control
            type="date"
            value={date}
            onChange={(event) => event.target.value && set('date', event.target.value)}
          />
        </Form.Group>
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
