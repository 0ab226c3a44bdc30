import { PeriodListFrame } from '../../../../components/period-list-frame';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { addDays } from '../../domain/recruit-dates';
import type { ServiceClosingsAnswer } from '../../domain/recruit-types';
import { useRecruitRead } from '../../recruitment/shared/recruit-api';
import { todayOf, wireDay } from '../../recruitment/shared/recruit-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { ClosingForm } from './closing-form';

/**
 * Service closings (/hrd/serviceclosings): close an employee's service (with the create right) and the closings whose
 * last working day falls in the period.
 */
export function ServiceClosingsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = todayOf();
  const from = params.get('from') ?? addDays(today, -365);
  const to = params.get('to') ?? addDays(today, 90);
  const answer = useRecruitRead<ServiceClosingsAnswer>(HRD_ROUTES.serviceClosings, {
    frmDate: wireDay(from),
    toDate: wireDay(to),
  });
  const rows = answer.data?.closings ?? [];
  return (
    <PeriodListFrame
      title="Service closings"
      idPrefix="closings"
      actions={null}
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      query={answer}
      loadingLabel="Loading the service closings…"
      emptyText="No service closes in this period."
      empty={false}
    >
      {allowed('create') && answer.data && <ClosingForm employees={answer.data.employees} />}
      {rows.length === 0 ? (
        <p>No service closes in this period.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="caption-top">Closings by last working day, latest first</caption>
            <thead>
              <tr>
                <th scope="col">Employee</th>
                <th scope="col">Name</th>
                <th scope="col">Post</th>
                <th scope="col">Joined</th>
                <th scope="col">Last working day</th>
                <th scope="col">Reason</th>
                <th scope="col">Closed by</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.recordid}>
                  <th scope="row" className="fw-normal">
                    {row.empno}
                  </th>
                  <td>{row.empname}</td>
                  <td>{row.designation}</td>
                  <td className="text-nowrap">{formatDate(row.doj)}</td>
                  <td className="text-nowrap">{formatDate(row.lastWorkingDay)}</td>
                  <td>{row.reason}</td>
                  <td>
                    {row.closedBy}, {formatDate(row.dat)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PeriodListFrame>
  );
}
