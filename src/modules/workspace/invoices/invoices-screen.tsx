import { format } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-store';
import type { SessionAddress } from '../../../lib/session/session-types';
import { useInvoice, useInvoiceList } from './invoice-api';
import { InvoiceForm } from './invoice-form';
import { newInvoiceValues, toFormValues } from './invoice-form-values';
import { InvoiceList } from './invoice-list';
import type { InvoiceParty } from './invoice-types';
import { InvoiceView } from './invoice-view';

type Change = (values: Record<string, string | null>, replace?: boolean) => void;

/** The company as the seller on a new invoice: its name and its address in lines. */
function companyParty(addr: SessionAddress | undefined): InvoiceParty {
  if (!addr) return { name: '', address: '' };
  const lines = [addr.address, [addr.city, addr.zip].filter(Boolean).join(' '), addr.stat];
  return { name: addr.company, address: lines.filter((line) => line.trim() !== '').join('\n') };
}

/** A new invoice: its id is drawn among the loaded ones, so the list comes first. */
function NewInvoice({ onDone }: { onDone: (id: string | null) => void }) {
  const allowed = useScreenPermission();
  const session = useSession();
  const list = useInvoiceList();
  if (!allowed('create')) return <NotPermittedAction />;
  if (list.isPending) return <Loading label="Loading the invoices…" />;
  if (list.isError) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  const defaults = newInvoiceValues(format(new Date(), 'yyyy-MM-dd'), companyParty(session?.addr));
  return (
    <InvoiceForm base={null} defaults={defaults} existingIds={list.data.map((invoice) => invoice.id)} onDone={onDone} />
  );
}

/** One saved invoice: shown (`?invoice=<id>`) or being edited (`&edit=1`). */
function SavedInvoice({ id, editing, change }: { id: string; editing: boolean; change: Change }) {
  const allowed = useScreenPermission();
  const invoice = useInvoice(id);
  const done = useCallback((saved: string | null) => change({ invoice: saved ?? id, edit: null }), [change, id]);
  if (invoice.isPending) return <Loading label={`Loading invoice ${id}…`} />;
  if (invoice.isError) {
    const error = toApiError(invoice.error);
    if (error.status !== 404) return <LoadFailed message={error.message} onRetry={() => void invoice.refetch()} />;
    return (
      <Alert variant="warning">
        <p>{error.message}</p>
        <Button variant="outline-secondary" onClick={() => change({ invoice: null, edit: null })}>
          Back to the list
        </Button>
      </Alert>
    );
  }
  if (editing) {
    if (!allowed('modify')) return <NotPermittedAction />;
    return (
      <InvoiceForm key={id} base={invoice.data} defaults={toFormValues(invoice.data)} existingIds={[]} onDone={done} />
    );
  }
  return (
    <InvoiceView
      invoice={invoice.data}
      onEdit={() => change({ edit: '1' })}
      onBack={() => change({ invoice: null, edit: null })}
    />
  );
}

/**
 * The invoices app: the list (`?q=` searches), one invoice (`?invoice=<id>`, `&edit=1` to change it) or a new one
 * (`?invoice=new`).
 */
export function InvoicesScreen() {
  const [params, setParams] = useSearchParams();
  const change = useCallback<Change>(
    (values, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(values)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const newDone = useCallback((id: string | null) => change({ invoice: id }), [change]);
  const selected = params.get('invoice');
  if (selected === null)
    return (
      <InvoiceList
        search={params.get('q') ?? ''}
        onSearch={(q) => change({ q: q || null }, true)}
        onOpen={(id) => change({ invoice: id })}
      />
    );
  if (selected === 'new') return <NewInvoice onDone={newDone} />;
  return <SavedInvoice key={selected} id={selected} editing={params.get('edit') === '1'} change={change} />;
}
