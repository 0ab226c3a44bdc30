import { useCallback } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { leadName } from '../domain/lead-rules';
import type { CrmLead } from '../domain/lead-types';
import { ownerName, useLeadMasters, useLeadRead, type LeadMasters } from './lead-api';
import { LeadForm } from './lead-form';
import { LeadView } from './lead-view';

function OpenCustomer({ id, masters, onDone }: { id: number; masters: LeadMasters; onDone: () => void }) {
  const answer = useLeadRead<CrmLead | null>(LEAD_ROUTES.customer, { id });
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (answer.isPending) return <Loading label="Loading the customer…" />;
  if (!answer.data) return <p role="alert">There is no customer {id}.</p>;
  return <LeadView key={id} lead={answer.data} masters={masters} onDone={onDone} />;
}

/**
 * Customers (/crm/crm-customers): the lead world's customers (`type_lead_cus 'Cus'`, D1), entered here or converted
 * from leads, each linked to its party (pos.customers) for quotations, orders and invoices.
 */
export function CustomersScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const title = useCurrentScreen()?.title ?? 'Customers';
  const masters = useLeadMasters();
  const list = useLeadRead<CrmLead[]>(LEAD_ROUTES.customers);
  const filters = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: filters.control, name: 'search' });
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  const open = useCallback((id: number) => change({ record: String(id) }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (masters.error) return <LoadFailed message={toApiError(masters.error).message} onRetry={masters.refetch} />;
  if (!masters.data) return <Loading label="Loading…" />;
  if (record === 'new') return <LeadForm kind="Cus" masters={masters.data} lead={null} onDone={back} onSaved={open} />;
  if (record) return <OpenCustomer id={Number(record)} masters={masters.data} onDone={back} />;
  if (list.error) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the customers…" />;
  const owners = masters.data.owners;
  const needle = search.trim().toLowerCase();
  const rows = list.data.filter(
    (row) => !needle || `${row.code} ${leadName(row)} ${row.company} ${row.phonenumber}`.toLowerCase().includes(needle),
  );
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {allowed('create') && <Button onClick={() => change({ record: 'new' })}>New customer</Button>}
      </div>
      <Field form={filters} name="search" id="customers-search" label="Find a customer" type="search" />
      {list.data.length === 0 ? (
        <p>No customer yet. Add one, or convert a lead.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[
            {
              label: 'Code',
              className: 'fw-normal',
              cell: (row) => (
                <Button variant="link" className="p-0" onClick={() => open(row.id)}>
                  {row.code}
                </Button>
              ),
            },
            { label: 'Name', cell: leadName },
            { label: 'Company', cell: (row) => row.company },
            { label: 'Phone', cell: (row) => row.phonenumber },
            { label: 'Owner', cell: (row) => ownerName(owners, row.lead_owner) },
            { label: 'Party', cell: (row) => row.party_id ?? '—' },
            {
              label: 'Customer since',
              cell: (row) => formatDate(row.converted_at || row.created_at),
              className: 'text-nowrap',
            },
          ]}
          rowKey={(row) => row.id}
          caption={`Customers (${rows.length})`}
        />
      )}
    </div>
  );
}
