import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { QueryView } from '../../../components/query-view';
import { ScreenSection } from '../../../components/screen-section';
import { withLayoutPrefix } from '../../../lib/ui/layouts';
import { useLayoutName } from '../../../lib/ui/use-layout-name';
import { ADMIN } from '../../../menus/catalogue/admin';
import { searchCountries, useCountries, type CountryRow } from './geography-api';

/** /admin/countries: every country (GET api/countries), searchable by name or code; each leads to its states. */
export function CountriesScreen() {
  const countries = useCountries();
  const layout = useLayoutName();
  const filters = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: filters.control, name: 'search' });
  const all = countries.data ?? [];
  const shown = searchCountries(all, search);
  const count = shown.length === all.length ? `${all.length} countries` : `${shown.length} of ${all.length} countries`;
  const statesOf = (code: string) => `${withLayoutPrefix(`/${ADMIN.states.path}`, layout)}?country=${code}`;
  const columns: ReadonlyArray<TableColumn<CountryRow>> = [
    {
      label: 'Country',
      className: 'fw-normal',
      cell: (country) => (
        <Link to={statesOf(country.code)} title={`States of ${country.name}`}>
          {country.name}
        </Link>
      ),
    },
    { label: 'Code', cell: (country) => country.code },
  ];
  return (
    <ScreenSection title="Countries">
      <div className="list-toolbar">
        <Field
          form={filters}
          name="search"
          id="countries-search"
          label="Search by name or code"
          type="search"
          className="mb-0"
        />
      </div>
      <QueryView query={countries} loadingLabel="Loading the countries…">
        <p aria-live="polite">{count}</p>
        <DataTable
          rows={shown}
          columns={columns}
          rowKey={(country) => country.code}
          caption="Countries"
          captionPlacement="hidden"
          tableClassName="table table-sm table-hover align-middle"
          empty={<p>No country matches “{search.trim()}”.</p>}
        />
      </QueryView>
    </ScreenSection>
  );
}
