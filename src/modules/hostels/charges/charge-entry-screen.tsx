import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { Field } from '../../../components/form/field';
import { recentMonths } from '../shared/hostel-format';
import { ChargeForm } from './charge-form';
import { ChargeTable } from './charge-table';
import { useChargeRequirements, useCharges } from './charges-api';

/**
 * Post charges and services (/hostels/hostel-charge-entry): a charge head or a service subscription for an occupant,
 * for a month; the month's list.
 */
export function ChargeEntryScreen() {
  const [params, setParams] = useSearchParams();
  const requirements = useChargeRequirements(params.get('month') ?? '');
  const month = requirements.data?.month ?? '';
  const picker = useForm<{ month: string }>({ defaultValues: { month } });
  // The address (or the backend's current month) holds the month: the select shows it after every render, also when
  // the question about an unsaved charge kept a change of month back.
  useEffect(() => {
    picker.setValue('month', month);
  });
  const charges = useCharges(month);
  const allowed = useScreenPermission();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the occupants, charges and services…" />;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Post charges and services
      </h1>
      <div style={{ maxWidth: '16rem' }}>
        <Field
          form={picker}
          name="month"
          id="charges-month"
          label="Month"
          choose={null}
          onChange={(value) => setParams({ month: value }, { replace: true })}
          options={recentMonths(requirements.data.currentMonth)}
        />
      </div>
      {allowed('create') && <ChargeForm key={month} requirements={requirements.data} />}
      {charges.error ? (
        <LoadFailed message={toApiError(charges.error).message} onRetry={() => void charges.refetch()} />
      ) : charges.data ? (
        <ChargeTable charges={charges.data} />
      ) : (
        <Loading label="Loading the month's charges…" />
      )}
    </section>
  );
}
