import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ContactAvatar, StatusDot } from './contact-avatar';
import type { Contact } from './contact-types';

const COLUMNS: ReadonlyArray<TableColumn<Contact>> = [
  {
    label: 'Name',
    className: 'fw-normal',
    cell: (contact) => (
      <span className="d-inline-flex align-items-center gap-2">
        <ContactAvatar name={contact.name} avatar={contact.avatar} size={32} />
        <span className="fw-semibold">{contact.name}</span>
      </span>
    ),
  },
  { label: 'Status', cell: (contact) => <StatusDot status={contact.status} /> },
  { label: 'Mood', cell: (contact) => contact.mood },
  {
    label: 'Email',
    cell: (contact) => contact.email !== '' && <a href={`mailto:${contact.email}`}>{contact.email}</a>,
  },
  { label: 'Phone', cell: (contact) => contact.phone, className: 'text-nowrap' },
  { label: 'Company', cell: (contact) => contact.company },
];

interface Props {
  contacts: readonly Contact[];
  caption: string;
  /** Absent when the user may not change contacts (the buttons are not shown). */
  onEdit?: (contact: Contact) => void;
  onDelete?: (contact: Contact) => void;
}

/** The contacts as a real table: the name heads each row; edit and delete name their contact. */
export function ContactsTable({ contacts, caption, onEdit, onDelete }: Props) {
  const actions: TableColumn<Contact> = {
    label: 'Actions',
    hideLabel: true,
    className: 'text-end text-nowrap',
    cell: (contact) => (
      <>
        {onEdit && (
          <Button size="sm" variant="outline-primary" className="me-2" onClick={() => onEdit(contact)}>
            Edit <span className="visually-hidden">{contact.name}</span>
          </Button>
        )}
        {onDelete && (
          <Button size="sm" variant="outline-danger" onClick={() => onDelete(contact)}>
            Delete <span className="visually-hidden">{contact.name}</span>
          </Button>
        )}
      </>
    ),
  };
  return (
    <DataTable
      rows={contacts}
      columns={onEdit !== undefined || onDelete !== undefined ? [...COLUMNS, actions] : COLUMNS}
      rowKey={(contact) => contact.id}
      caption={caption}
      captionPlacement="bottom"
      tableClassName="table table-hover align-middle"
    />
  );
}
