import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { DataTable } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { leadName } from '../domain/lead-rules';
import type { CrmLead } from '../domain/lead-types';
import { ownerName, useLeadRead, type Owner } from './lead-api';
import { LeadListFrame } from './lead-list-frame';
import { LeadRecordGate } from './lead-record-gate';
import { type LeadListScreen, useLeadListScreen } from './use-lead-list-screen';

interface ListProps {
  screen: LeadListScreen;
  list: UseQueryResult<CrmLead[]>;
  owners: readonly Owner[];
}

function CustomerList({ screen, list, owners }: ListProps) {
  if (list.error) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the customers…" />;
  const { needle, open } = screen;
  const rows = list.data.filter(
    (row) => !needle || `${row.code} ${leadName(row)} ${row.company} ${row.phonenumber}`.toLowerCase().includes(needle),
  );
  return (
    <LeadListFrame
      screen={screen}
      newLabel="New customer"
      search={{ id: 'customers-search', label: 'Find a customer' }}
      empty={list.data.length === 0}
      emptyText="No customer yet. Add one, or convert a lead."
    >
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
    </LeadListFrame>
  );
}

/**
 * Customers (/crm/crm-customers): the lead world's customers (`type_lead_cus 'Cus'`, D1), entered here or converted
 * from leads, each linked to its party (pos.customers) for quotations, orders and invoices.
 */
export function CustomersScreen() {
  const screen = useLeadListScreen('Customers');
  const list = useLeadRead<CrmLead[]>(LEAD_ROUTES.customers);
  return (
    <LeadRecordGate screen={screen} kind="Cus" mastersLabel="Loading…">
      {(masters) => <CustomerList screen={screen} list={list} owners={masters.owners} />}
    </LeadRecordGate>
  );
}
