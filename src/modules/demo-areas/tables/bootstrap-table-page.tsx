import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { CataloguePage, Example } from '../catalogue-page';
import { usePeople } from './people-api';
import { nextSort, pageOf, searchPeople, sortPeople, type PersonSort } from './people-rules';
import { PeopleTable } from './people-table';
import { PAGE_SIZES, TablePager } from './table-pager';

/** Tables: bootstrap table — the demo people in a table with sortable headers, search, page size and pages. */
export function BootstrapTablePage() {
  const people = usePeople();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PersonSort | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const ordered = useMemo(() => sortPeople(searchPeople(people.data ?? [], search), sort), [people.data, search, sort]);
  const shown = pageOf(ordered, page, size);
  const total = people.data?.length ?? 0;

  return (
    <CataloguePage intro="A real table with headers that sort (click again to reverse), a search that narrows it, and pages.">
      <Example
        title="Demo people"
        source="Table (react-bootstrap); PeopleTable, TablePager, people-rules.ts — src/modules/demo-areas/tables/; POST api/DemoPeople/GetPeople"
      >
        {people.isPending ? (
          <Loading label="Loading the people…" />
        ) : people.isError ? (
          <LoadFailed message={toApiError(people.error).message} onRetry={() => void people.refetch()} />
        ) : (
          <>
            <Form.Group controlId="table-search" className="mb-2" style={{ maxWidth: 360 }}>
              <Form.Label>Search</Form.Label>
              <Form.Control
                type="search"
                value={search}
                placeholder="Name, company, e-mail, phone or city"
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </Form.Group>
            <PeopleTable
              caption={
                ordered.length === total
                  ? `${total} people`
                  : `${ordered.length} of ${total} people match "${search.trim()}"`
              }
              people={shown.rows}
              sort={sort}
              onSort={(key) => {
                setSort(nextSort(sort, key));
                setPage(1);
              }}
            />
            {ordered.length === 0 && <p>No one matches the search.</p>}
            <TablePager
              {...shown}
              size={size}
              onPage={setPage}
              onSize={(next) => {
                setSize(next);
                setPage(1);
              }}
            />
          </>
        )}
      </Example>
    </CataloguePage>
  );
}
