import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { stillIn } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskListAnswer } from '../../domain/desk-records';
import type { Visitor } from '../../domain/visitor-types';
import { todayOf, useDeskRead, wireDay } from '../shared/desk-api';
import { VisitorInForm } from './visitor-in-form';
import { VisitorOutDialog } from './visitor-out-dialog';

/**
 * Visitors (/front-desk/fd-visitors): a day's visitors, those still in first; let one in (`?record=new`), mark one out.
 */
export function VisitorsScreen() {
  const { params, change } = useScreenParams();
  const day = params.get('day') ?? todayOf();
  const allowed = useScreenPermission();
  const answer = useDeskRead<DeskListAnswer<Visitor>>(FD_ROUTES.visitors, {
    frmDate: wireDay(day),
    toDate: wireDay(day),
  });
  const [leaving, setLeaving] = useState<Visitor | null>(null);
  const back = useCallback(() => change({ record: null }), [change]);
  const rows = answer.data?.rows ?? [];
  if (params.get('record') === 'new' && answer.data) {
    const todays = answer.data.today === day ? rows : [];
    return allowed('create') ? (
      <VisitorInForm today={todays} people={answer.data.people} onDone={back} />
    ) : (
      <NotPermittedAction />
    );
  }
  const inside = stillIn(rows);
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Visitors
        </h1>
        {allowed('create') && <Button onClick={() => change({ record: 'new' })}>Visitor in</Button>}
      </div>
      <div className="list-toolbar">
        <Form.Group controlId="visitors-day">
          <Form.Label>Day</Form.Label>
          <Form.Control
            type="date"
            value={day}
            onChange={(event) => event.target.value && change({ day: event.target.value })}
          />
        </Form.Group>
      </div>
      {answer.isPending ? (
        <Loading label="Loading the visitors…" />
      ) : answer.isError ? (
        <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />
      ) : rows.length === 0 ? (
        <p>No visitor on this day.</p>
      ) : (
        <>
          <p role="status">
            {inside.length === 0 ? 'Nobody is still in.' : `Still in: ${inside.map((one) => one.name).join(', ')}.`}
          </p>
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <caption className="caption-top">Visitors of the day, those still in first</caption>
              <thead>
                <tr>
                  {['Number', 'Visitor', 'Phone', 'Purpose', 'Meets', 'In', 'Out'].map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((one) => (
                  <tr key={one.visitorNo}>
                    <th scope="row" className="fw-normal text-nowrap">
                      {one.visitorNo}
                    </th>
                    <td>{one.name}</td>
                    <td>{one.phone}</td>
                    <td>{one.purpose}</td>
                    <td>{one.meetsName}</td>
                    <td>{one.inTime}</td>
                    <td>{one.outTime || <span className="badge text-bg-warning">Still in</span>}</td>
                    <td>
                      {one.outTime === '' && allowed('modify') && (
                        <Button size="sm" variant="outline-primary" onClick={() => setLeaving(one)}>
                          {`Mark ${one.name} out`}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {leaving && <VisitorOutDialog visitor={leaving} onClose={() => setLeaving(null)} />}
    </section>
  );
}
