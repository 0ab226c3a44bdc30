import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../components/load-state';
import { PeriodFields } from '../../components/period-fields';
import { toApiError } from '../../lib/api/api-error';
import { formatDate, formatDateTime } from '../../lib/format/date-format';
import type { ResourceDeclaration } from '../resource';
import { ScreenAction } from '../screen-action';
import { useRecords } from '../use-resource';
import { ListActions } from './list-actions';
import { ListExport } from './list-export';
import { ListFilters } from './list-filters';
import { nextSort } from './list-params';
import { filterRows, prepareRows, sortRows } from './list-rows';
import { useListParams } from './use-list-params';
import { useListPeriod } from './use-list-period';
import { useReferenceLabels } from './use-reference-labels';
import { useResourceListKeys } from './use-resource-list-keys';
import { VirtualTable } from './virtual-table';

interface Props {
  resource: ResourceDeclaration;
  onOpen: (record: string) => void;
  onPrint: (record: string) => void;
}

/**
 * A master's list: search, sort, filters (all in the URL), row count, export, print, New / Edit / Delete by permission;
 * by keyboard `/` searches, `n` adds, ↑/↓ and Enter open a row. A resource the server lists by period shows From and
 * To, and reads that period's documents.
 */
export function ResourceListPage({ resource, onOpen, onPrint }: Props) {
  const [period, setPeriod] = useListPeriod();
  const byPeriod = !!resource.listPeriod;
  const records = useRecords(resource, true, byPeriod ? period : undefined);
  const [params, update] = useListParams(resource);
  const references = useReferenceLabels(resource.fields);
  const [printing, setPrinting] = useState(false);
  const search = useDeferredValue(params.search);
  const fields = useMemo(() => new Map(resource.fields.map((field) => [field.name, field])), [resource]);
  const columns = resource.columns.map((name) => fields.get(name)!);
  const filterFields = (resource.filters ?? []).map((name) => fields.get(name)!);
  const prepared = useMemo(
    () => prepareRows(resource, records.data ?? [], references),
    [resource, records.data, references],
  );
  const sorted = useMemo(
    () => sortRows(resource, prepared, params.sort, references),
    [resource, prepared, params.sort, references],
  );
  const rows = useMemo(() => filterRows(sorted, search, params.filters), [sorted, search, params.filters]);
  const total = records.data?.length ?? 0;
  const searchBox = useRef<HTMLInputElement>(null);
  const highlighted = useResourceListKeys(resource, records.data ? rows : [], onOpen, searchBox);

  // Print once every row is in the page, then go back to the virtual list.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    const fallback = window.setTimeout(done, 0);
    return () => {
      window.removeEventListener('afterprint', done);
      window.clearTimeout(fallback);
    };
  }, [printing]);

  return (
    <section aria-labelledby="screen-title" className="resource-list">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {resource.title}
        </h1>
        <p className="d-none d-print-block mb-0">
          {byPeriod && `${formatDate(period.from)} to ${formatDate(period.to)} · `}Printed {formatDateTime(new Date())}
        </p>
        <ScreenAction transaction="create">
          <Button className="d-print-none" onClick={() => onOpen('new')}>
            New {resource.singular.toLowerCase()}
          </Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar d-print-none">
        {byPeriod && (
          <PeriodFields
            idPrefix={resource.name}
            from={period.from}
            to={period.to}
            onPeriod={(from, to) => setPeriod({ from, to })}
          />
        )}
        <Form.Group controlId={`${resource.name}-search`} className="list-search">
          <Form.Label>Search</Form.Label>
          <Form.Control
            ref={searchBox}
            type="search"
            value={params.search}
            onChange={(event) => update({ search: event.target.value }, true)}
          />
        </Form.Group>
        <ListFilters
          idPrefix={resource.name}
          fields={filterFields}
          values={params.filters}
          references={references}
          onChange={(name, value) => update({ filters: { ...params.filters, [name]: value } })}
        />
        <ListExport
          resource={resource}
          columns={columns}
          rows={rows}
          references={references}
          onPrint={() => setPrinting(true)}
        />
      </div>
      {records.isPending ? (
        <Loading label={`Loading ${resource.title.toLowerCase()}…`} />
      ) : records.isError ? (
        <LoadFailed message={toApiError(records.error).message} onRetry={() => void records.refetch()} />
      ) : (
        <>
          <p className="text-muted small" role="status">
            {rows.length === total
              ? `${total} ${total === 1 ? 'record' : 'records'}`
              : `${rows.length} of ${total} records`}
          </p>
          {rows.length === 0 ? (
            <p>
              {total > 0
                ? 'No record matches the search and filters.'
                : `There are no ${resource.title.toLowerCase()} ${byPeriod ? 'in this period' : 'yet'}.`}
            </p>
          ) : (
            <ListActions resource={resource} onEdit={onOpen} onPrint={onPrint}>
              {(actions) => (
                <VirtualTable
                  caption={resource.title}
                  columns={columns}
                  rows={rows}
                  references={references}
                  sort={params.sort}
                  onSort={(field) => update({ sort: nextSort(params.sort, field) })}
                  actions={actions}
                  printing={printing}
                  highlighted={highlighted}
                />
              )}
            </ListActions>
          )}
        </>
      )}
    </section>
  );
}
