import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { withLayoutPrefix } from '../../../lib/ui/layouts';
import { useLayoutName } from '../../../lib/ui/use-layout-name';
import { ADMIN } from '../../../menus/catalogue/admin';
import { searchCountries, useCountries } from './geography-api';

/** /admin/countries: every country (GET api/countries), searchable by name or code; each leads to its states. */
export function CountriesScreen() {
  const countries = useCountries();
  const layout = useLayoutName();
  const [search, setSearch] = useState('');
  const all = countries.data ?? [];
  const shown = searchCountries(all, search);
  const count = shown.length === all.length ? `${all.length} countries` : `${shown.length} of ${all.length} countries`;
  const statesOf = (code: string) => `${withLayoutPrefix(`/${ADMIN.states.path}`, layout)}?country=${code}`;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Countries
      </h1>
      <div className="list-toolbar">
        <Form.Group controlId="countries-search">
          <Form.Label>Search by name or code</Form.Label>
          <Form.Control
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </Form.Group>
      </div>
      {countries.isPending ? (
        <Loading label="Loading the countries…" />
      ) : countries.isError ? (
        <LoadFailed message={toApiError(countries.error).message} onRetry={() => void countries.refetch()} />
      ) : (
        <>
          <p aria-live="polite">{count}</p>
          {shown.length === 0 ? (
            <p>No country matches “{search.trim()}”.</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm table-hover align-middle" aria-label="Countries">
                <thead>
                  <tr>
                    <th scope="col">Country</th>
                    <th scope="col">Code</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((country) => (
                    <tr key={country.code}>
                      <th scope="row" className="fw-normal">
                        <Link to={statesOf(country.code)} title={`States of ${country.name}`}>
                          {country.name}
                        </Link>
                      </th>
                      <td>{country.code}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
