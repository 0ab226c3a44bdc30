import { LayoutGrid, List } from 'lucide-react';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { CataloguePage, Example } from '../catalogue-page';
import { usePeople } from './people-api';
import { searchPeople } from './people-rules';
import { PersonAvatar } from './person-avatar';
import type { DemoPerson } from './person-types';

/** How many people show before "Show more". */
const STEP = 24;

function PersonCard({ person }: { person: DemoPerson }) {
  return (
    <Card className="h-100" as="article" aria-labelledby={`person-${person._id}`}>
      <Card.Body className="d-flex gap-3">
        <PersonAvatar src={person.avatar} size={48} />
        <div className="small">
          <h3 id={`person-${person._id}`} className="h6 mb-1">
            {person.name}{' '}
            <Badge bg={person.isActive ? 'success' : 'secondary'} className="ms-1">
              {person.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </h3>
          <p className="mb-1 text-muted">
            {person.company}, age {person.age}
          </p>
          <p className="mb-1">{person.email}</p>
          <p className="mb-1">{person.phone}</p>
          <p className="mb-0 text-muted">Born {formatDate(person.bd)}</p>
        </div>
      </Card.Body>
    </Card>
  );
}

/** Tables: list — the demo people as cards or as a list, with a search and "Show more". */
export function PeopleListPage() {
  const people = usePeople();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'cards' | 'list'>('cards');
  const [limit, setLimit] = useState(STEP);
  const matching = useMemo(() => searchPeople(people.data ?? [], search), [people.data, search]);
  const shown = matching.slice(0, limit);
  return (
    <CataloguePage intro="The demo people as cards or as a list. The search looks in the name, company, e-mail, phone and address.">
      <Example
        title="Demo people"
        source="Card, ListGroup (react-bootstrap); usePeople — src/modules/demo-areas/tables/people-api.ts"
      >
        {people.isPending ? (
          <Loading label="Loading the people…" />
        ) : people.isError ? (
          <LoadFailed message={toApiError(people.error).message} onRetry={() => void people.refetch()} />
        ) : (
          <>
            <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
              <Form.Group controlId="list-search" style={{ minWidth: 260 }}>
                <Form.Label>Search</Form.Label>
                <Form.Control
                  type="search"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setLimit(STEP);
                  }}
                />
              </Form.Group>
              <ButtonGroup aria-label="View">
                <Button
                  variant="outline-primary"
                  active={view === 'cards'}
                  aria-pressed={view === 'cards'}
                  onClick={() => setView('cards')}
                >
                  <LayoutGrid size={14} aria-hidden="true" className="me-1" />
                  Cards
                </Button>
                <Button
                  variant="outline-primary"
                  active={view === 'list'}
                  aria-pressed={view === 'list'}
                  onClick={() => setView('list')}
                >
                  <List size={14} aria-hidden="true" className="me-1" />
                  List
                </Button>
              </ButtonGroup>
              <p className="mb-0 ms-auto" aria-live="polite">
                {matching.length === people.data.length
                  ? `${matching.length} people`
                  : `${matching.length} of ${people.data.length} people`}
                {shown.length < matching.length ? `, ${shown.length} shown` : ''}
              </p>
            </div>
            {matching.length === 0 ? (
              <p>No one matches the search.</p>
            ) : view === 'cards' ? (
              <ul className="row g-3 list-unstyled mb-0" aria-label="People">
                {shown.map((person) => (
                  <li key={person._id} className="col-md-6 col-xl-4">
                    <PersonCard person={person} />
                  </li>
                ))}
              </ul>
            ) : (
              <ListGroup as="ul" aria-label="People">
                {shown.map((person) => (
                  <ListGroup.Item as="li" key={person._id} className="d-flex align-items-center gap-3">
                    <PersonAvatar src={person.avatar} />
                    <span className="flex-grow-1">
                      <strong>{person.name}</strong> <span className="text-muted">— {person.company}</span>
                    </span>
                    <span className="d-none d-md-inline">{person.email}</span>
                    <Badge bg={person.isActive ? 'success' : 'secondary'}>
                      {person.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
            {shown.length < matching.length && (
              <Button variant="outline-secondary" className="mt-3" onClick={() => setLimit(limit + STEP)}>
                Show {Math.min(STEP, matching.length - shown.length)} more
              </Button>
            )}
          </>
        )}
      </Example>
    </CataloguePage>
  );
}
