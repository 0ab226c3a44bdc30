import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { ContactForm } from './contact-form';
import { matchingContacts } from './contact-search';
import type { Contact } from './contact-types';
import { useContacts, useWriteContact } from './contacts-api';
import { ContactsTable } from './contacts-table';
import { ContactsToolbar, type ContactFilters } from './contacts-toolbar';

/**
 * Contacts (/contacts): the company's contacts with search and status filter; a new one (`?contact=new`) or one's form
 * (`?contact=<id>`); delete after confirming.
 */
export function ContactsScreen() {
  const title = useCurrentScreen()?.title ?? 'Contacts';
  const may = useScreenPermission();
  const contacts = useContacts();
  const remove = useWriteContact();
  const [params, setParams] = useSearchParams();
  const filters = useForm<ContactFilters>({ defaultValues: { search: '', status: 'all' } });
  const [search, status] = useWatch({ control: filters.control, name: ['search', 'status'] });
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = params.get('contact');
  const show = useCallback(
    (id: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('contact');
        else next.set('contact', id);
        return next;
      }),
    [setParams],
  );
  const backToList = useCallback(() => show(null), [show]);

  const confirmDelete = (contact: Contact) => {
    if (remove.isPending) return;
    setRefusal(null);
    remove.mutate(
      { traCheck: 3, contact: { id: contact.id } },
      {
        onSuccess: () => showDoneToast(`Contact ${contact.name} deleted.`),
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
        onSettled: () => setDeleting(null),
      },
    );
  };

  if (contacts.isPending) return <Loading label="Loading the contacts…" />;
  if (contacts.isError)
    return <LoadFailed message={toApiError(contacts.error).message} onRetry={() => void contacts.refetch()} />;

  if (open !== null) {
    const base = open === 'new' ? null : contacts.data.find((contact) => contact.id === open);
    if (base === undefined || (base === null && !may('create')) || (base !== null && !may('modify'))) {
      return (
        <Alert variant="warning">
          {base === undefined ? 'This contact is not in the list any more.' : 'You may not change contacts.'}{' '}
          <Alert.Link as="button" type="button" className="btn btn-link p-0 align-baseline" onClick={backToList}>
            Back to the list
          </Alert.Link>
        </Alert>
      );
    }
    return <ContactForm key={open} base={base} onDone={backToList} />;
  }

  const shown = matchingContacts(contacts.data, search, status);
  const all = contacts.data.length;
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {title}
        </h1>
        {may('create') && <Button onClick={() => show('new')}>New contact</Button>}
      </div>
      {refusal && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <ContactsToolbar form={filters} />
      {shown.length === 0 ? (
        <p role="status">{all === 0 ? 'There are no contacts yet.' : 'No contact matches the search.'}</p>
      ) : (
        <ContactsTable
          contacts={shown}
          caption={
            shown.length === all ? `${all} ${all === 1 ? 'contact' : 'contacts'}` : `${shown.length} of ${all} contacts`
          }
          onEdit={may('modify') ? (contact) => show(contact.id) : undefined}
          onDelete={may('delete') ? setDeleting : undefined}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete contact"
          text={`Delete ${deleting.name}? The contact and your chat with them go from the list.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
