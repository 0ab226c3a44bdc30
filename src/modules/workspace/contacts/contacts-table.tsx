import Button from 'react-bootstrap/Button';
import { ContactAvatar, StatusDot } from './contact-avatar';
import type { Contact } from './contact-types';

interface Props {
  contacts: readonly Contact[];
  caption: string;
  /** Absent when the user may not change contacts (the buttons are not shown). */
  onEdit?: (contact: Contact) => void;
  onDelete?: (contact: Contact) => void;
}

/** The contacts as a real table: the name heads each row; edit and delete name their contact. */
export function ContactsTable({ contacts, caption, onEdit, onDelete }: Props) {
  const actions = onEdit !== undefined || onDelete !== undefined;
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Mood</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Company</th>
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id}>
              <th scope="row" className="fw-normal">
                <span className="d-inline-flex align-items-center gap-2">
                  <ContactAvatar name={contact.name} avatar={contact.avatar} size={32} />
                  <span className="fw-semibold">{contact.name}</span>
                </span>
              </th>
              <td>
                <StatusDot status={contact.status} />
              </td>
              <td>{contact.mood}</td>
              <td>{contact.email !== '' && <a href={`mailto:${contact.email}`}>{contact.email}</a>}</td>
              <td className="text-nowrap">{contact.phone}</td>
              <td>{contact.company}</td>
              {actions && (
                <td className="text-end text-nowrap">
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
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
