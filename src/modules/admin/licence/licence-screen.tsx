import { Fragment } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useLicence } from './licence-api';
import { LicenceForm } from './licence-form';
import { daysLeft, daysLeftText, todayIso } from './licence-rules';

const WARN_DAYS = 30;

/**
 * Administration → Licence (/admin/license): product, edition, users and expiry as licensed now, and the form to renew
 * or change it.
 */
export function LicenceScreen() {
  const query = useLicence();
  if (query.isPending) return <Loading label="Loading the licence…" />;
  if (query.isError)
    return <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  const licence = query.data;
  const days = daysLeft(licence.expiresOn, todayIso());
  const tone = days < 0 ? 'text-danger' : days <= WARN_DAYS ? 'text-warning-emphasis' : '';
  const rows: ReadonlyArray<[string, string, string?]> = [
    ['Product', licence.product],
    ['Edition', licence.edition],
    ['Licensed users', String(licence.licensedUsers)],
    ['Active users', String(licence.activeUsers)],
    ['Days left', daysLeftText(days), tone],
    ['Status', licence.message, tone],
  ];
  return (
    <section aria-labelledby="screen-title" style={{ maxWidth: '48rem' }}>
      <h1 id="screen-title" className="h3 mb-3">
        Licence
      </h1>
      <dl className="row mb-4" aria-label="The licence now">
        {rows.map(([term, value, className]) => (
          <Fragment key={term}>
            <dt className="col-sm-4">{term}</dt>
            <dd className={`col-sm-8 ${className ?? ''}`}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <LicenceForm key={`${licence.licensedUsers}|${licence.expiresOn}`} licence={licence} />
    </section>
  );
}
