import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { LeadContact } from '../domain/lead-types';
import { useLeadRead, useLeadWrite } from './lead-api';
import { CONTACT_SOURCES, ContactForm } from './contact-form';

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const COLUMNS: ReadonlyArray<TableColumn<LeadContact>> = [
  { label: 'Name', cell: (row) => `${row.first_name} ${row.last_name}`.trim() },
  { label: 'Company', cell: (row) => row.company },
  { label: 'Phone', cell: (row) => row.phonenumber },
  { label: 'E-mail', cell: (row) => row.business_email },
  {
    label: 'Source',
    cell: (row) => CONTACT_SOURCES.find((one) => one.value === row.lead_source)?.label ?? row.lead_source,
  },
];

/** Contacts (/crm/crm-contacts, the contract's Getcrmleadcontact… routes): people met or enquiring, before any lead. */
export function ContactsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const title = useCurrentScreen()?.title ?? 'Contacts';
  const list = useLeadRead<LeadContact[]>(LEAD_ROUTES.contacts);
  const remove = useLeadWrite(LEAD_ROUTES.deleteContact);
  const filters = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: filters.control, name: 'search' });
  const [deleting, setDeleting] = useState<LeadContact | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const record = params.get('record');
  const back = () => change({ record: null });
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (list.error) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the contacts…" />;
  if (record === 'new') return <ContactForm contact={null} onDone={back} />;
  if (record) {
    const found = list.data.find((one) => one.id === record);
    return found ? (
      <ContactForm key={record} contact={found} onDone={back} />
    ) : (
      <p role="alert">There is no contact {record}.</p>
    );
  }
  const needle = search.trim().toLowerCase();
  const rows = list.data.filter(
    (row) =>
      !needle ||
      `${row.id} ${row.first_name} ${row.last_name} ${row.company} ${row.phonenumber} ${row.city}`
        .toLowerCase()
        .includes(needle),
  );
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {allowed('create') && <Button onClick={() => change({ record: 'new' })}>New contact</Button>}
      </div>
      <Field form={filters} name="search" id="contacts-search" label="Find a contact" type="search" />
      {refused && (
        <p role="alert" className="text-danger">
          {refused}
        </p>
      )}
      {list.data.length === 0 ? (
        <p>No contact yet.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[
            {
              label: 'Code',
              className: 'fw-normal',
              cell: (row) => (
                <Button variant="link" className="p-0" onClick={() => change({ record: row.id })}>
                  {row.id}
                </Button>
              ),
            },
            ...COLUMNS,
            {
              label: 'Actions',
              hideLabel: true,
              cell: (row) =>
                allowed('delete') && (
                  <Button size="sm" variant="outline-danger" onClick={() => (setRefused(null), setDeleting(row))}>
                    Delete {row.id}
                  </Button>
                ),
            },
          ]}
          rowKey={(row) => row.id}
          caption={`Contacts (${rows.length})`}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete contact ${deleting.id}`}
          text={`${deleting.first_name} ${deleting.last_name} is removed from the contacts.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { body: { id: deleting.id }, idempotencyKey: randomKey() },
              {
                onSuccess: () => (showDoneToast(`Contact ${deleting.id} deleted.`), setDeleting(null)),
                onError: (error) => (setRefused(toApiError(error).message), setDeleting(null)),
              },
            )
          }
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
