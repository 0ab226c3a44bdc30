import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { CountryPicker } from './country-picker';
import { useCountries, useSaveState, useStates } from './geography-api';
import { StateForm } from './state-form';
import type { StateRow } from './state-rules';
import { StatesTable } from './states-table';

/** What the form is open for: a new state of `country`, or one of its states. */
interface Editing {
  country: string;
  base: StateRow | null;
}

/**
 * /admin/states?country=IN: a country's states (India unless the URL names another), added, renamed and deleted here.
 */
export function StatesScreen() {
  const [params, setParams] = useSearchParams();
  const country = (params.get('country') ?? 'IN').trim().toUpperCase() || 'IN';
  const countries = useCountries();
  const states = useStates(country);
  const remove = useSaveState();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<StateRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const countryName = countries.data?.find((one) => one.code === country)?.name ?? country;

  if (editing && editing.country === country) {
    return (
      <StateForm
        key={editing.base?.code ?? 'new'}
        country={country}
        countryName={countryName}
        base={editing.base}
        onDone={() => setEditing(null)}
      />
    );
  }

  const open = (base: StateRow | null) => {
    setRefusal(null);
    setEditing({ country, base });
  };
  const confirmDelete = (state: StateRow) => {
    if (remove.isPending) return;
    remove.mutate(
      { state, traCheck: 3 },
      {
        onSuccess: () => showDoneToast(`${state.name} deleted.`),
        onError: (failure) => setRefusal(toApiError(failure).message),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          States
        </h1>
        <Button onClick={() => open(null)}>New state</Button>
      </div>
      <CountryPicker
        id="states-country"
        countries={countries.data ?? []}
        loading={countries.isPending}
        failed={countries.isError}
        value={country}
        onChange={(code) => {
          setRefusal(null);
          setParams({ country: code });
        }}
      />
      {refusal && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {states.isPending ? (
        <Loading label={`Loading the states of ${countryName}…`} />
      ) : states.isError ? (
        <LoadFailed message={toApiError(states.error).message} onRetry={() => void states.refetch()} />
      ) : (
        <StatesTable countryName={countryName} states={states.data} onEdit={open} onDelete={setDeleting} />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete state"
          text={`Delete ${deleting.name} (${deleting.code}) from ${countryName}? Addresses that name it keep the code.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
