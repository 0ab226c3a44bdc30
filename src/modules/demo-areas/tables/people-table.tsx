import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { PersonSort, PersonSortKey } from './people-rules';
import { PersonAvatar } from './person-avatar';
import type { DemoPerson } from './person-types';

const COLUMNS: ReadonlyArray<{ key: PersonSortKey; label: string; numeric?: boolean }> = [
  { key: 'name', label: 'Name' },
  { key: 'age', label: 'Age', numeric: true },
  { key: 'company', label: 'Company' },
  { key: 'email', label: 'E-mail' },
  { key: 'balance', label: 'Balance (₹)', numeric: true },
  { key: 'isActive', label: 'Status' },
];

interface Props {
  caption: string;
  people: readonly DemoPerson[];
  sort: PersonSort | null;
  onSort: (key: PersonSortKey) => void;
}

/** The people as a real table: each header a sort button, its order told by aria-sort. */
export function PeopleTable({ caption, people, sort, onSort }: Props) {
  return (
    <Table striped hover responsive size="sm" className="align-middle">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-end">
            #
          </th>
          {COLUMNS.map(({ key, label, numeric }) => {
            const sorted = sort?.key === key ? sort.direction : null;
            const Icon = sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown;
            return (
              <th key={key} scope="col" aria-sort={sorted ?? 'none'} className={numeric ? 'text-end' : undefined}>
                <button
                  type="button"
                  className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
                  onClick={() => onSort(key)}
                >
                  {label}
                  <Icon size={14} className="ms-1" aria-hidden="true" />
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person._id}>
            <td className="text-end text-muted">{person.index + 1}</td>
            <th scope="row" className="fw-normal">
              <span className="d-inline-flex align-items-center gap-2">
                <PersonAvatar src={person.avatar} size={28} />
                {person.name}
              </span>
            </th>
            <td className="text-end">{person.age}</td>
            <td>{person.company}</td>
            <td>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </td>
            <td className="text-end">{formatMoney(toPaise(person.balance))}</td>
            <td>
              <Badge bg={person.isActive ? 'success' : 'secondary'}>{person.isActive ? 'Active' : 'Inactive'}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
