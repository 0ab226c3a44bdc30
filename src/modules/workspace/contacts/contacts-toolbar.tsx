import Form from 'react-bootstrap/Form';
import type { StatusFilter } from './contact-search';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

const isFilter = (value: string): value is StatusFilter => value === 'all' || value === 'online' || value === 'offline';

/** The list's search box and status filter (both labelled; the list narrows as the user types). */
export function ContactsToolbar({ search, onSearch, status, onStatus }: Props) {
  return (
    <div className="row g-2 mb-3" role="search" aria-label="Find contacts">
      <Form.Group className="col-sm-8" controlId="contacts-search">
        <Form.Label>Search contacts</Form.Label>
        <Form.Control
          type="search"
          value={search}
          placeholder="Name, mood, email, phone or company"
          onChange={(event) => onSearch(event.target.value)}
        />
      </Form.Group>
      <Form.Group className="col-sm-4" controlId="contacts-status">
        <Form.Label>Status</Form.Label>
        <Form.Select value={status} onChange={(event) => isFilter(event.target.value) && onStatus(event.target.value)}>
          <option value="all">All</option>
          <option value="online">Online</option>
          <option value="offline">Offline</option>
        </Form.Select>
      </Form.Group>
    </div>
  );
}
