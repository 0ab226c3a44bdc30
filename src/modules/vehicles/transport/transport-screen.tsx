import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { TransportForm } from './transport-form';
import { useTransportAssignments, useTransportRequirements } from './transport-api';
import { TransportTable } from './transport-table';

/**
 * Transport assignments (/vehicles/veh-transport): pupils put on a route and stop, each way or one, from a day; seats
 * checked against the route's vehicles.
 */
export function TransportScreen() {
  const requirements = useTransportRequirements();
  const filters = useForm({ defaultValues: { route: '' } });
  const route = useWatch({ control: filters.control, name: 'route' });
  const assignments = useTransportAssignments(route);
  const allowed = useScreenPermission();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the routes and pupils…" />;
  const data = requirements.data;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Transport assignments
      </h1>
      {allowed('create') && <TransportForm requirements={data} canChange={allowed('modify')} />}
      <h2 className="h5">Pupils on routes</h2>
      <div style={{ maxWidth: '20rem' }}>
        <Field
          form={filters}
          name="route"
          id="transport-route-filter"
          label="Show route"
          choose="Every route"
          options={data.routes.map((one) => ({
            value: one.code,
            label: `${one.code}: ${one.riders} of ${one.seats} seats`,
          }))}
        />
      </div>
      {assignments.error ? (
        <LoadFailed message={toApiError(assignments.error).message} onRetry={() => void assignments.refetch()} />
      ) : assignments.data ? (
        <TransportTable rows={assignments.data} canStop={allowed('modify')} today={data.today} />
      ) : (
        <Loading label="Loading the pupils on transport…" />
      )}
    </section>
  );
}
