import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import {
  BRAND_TYPE_LABELS,
  periodChoices,
  periodOfMonth,
  TARGET_TYPE_LABELS,
  type BrandType,
  type TargetType,
} from '../domain/target-rules';
import type { TargetRequirements, TargetSummaryRow } from './target-endpoints';
import { TargetEditor } from './target-editor';
import { useTargetRequirements, useTargetSummary, type PeriodAsk } from './targets-api';

const percentText = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

/**
 * Sales targets (/crm/crm-targets): people × the chosen period with target, achieved and %, and each person's targets
 * set per month, quarter, half or year.
 */
export function TargetsScreen() {
  const requirements = useTargetRequirements();
  if (requirements.isPending) return <p role="status">Loading…</p>;
  if (requirements.error) return <Alert variant="danger">{toApiError(requirements.error).message}</Alert>;
  return <TargetsGrid requirements={requirements.data} />;
}

function TargetsGrid({ requirements }: { requirements: TargetRequirements }) {
  const allowed = useScreenPermission();
  const mayEdit = allowed('create') || allowed('modify');
  const year = Number(requirements.today.slice(0, 4));
  const month = Number(requirements.today.slice(5, 7));
  const [type, setType] = useState<TargetType>(requirements.targetType as TargetType);
  const [ask, setAsk] = useState<PeriodAsk>({ yea: year, targetType: type, detail: periodOfMonth(type, month) });
  const [brand, setBrand] = useState<BrandType>(requirements.brandType as BrandType);
  const [editing, setEditing] = useState<TargetSummaryRow | null>(null);
  const summary = useTargetSummary(ask);
  const changeType = (next: TargetType) => {
    setType(next);
    setAsk({ ...ask, targetType: next, detail: periodOfMonth(next, month) });
  };
  const rows = summary.data ?? [];
  const total = rows.reduce(
    (sum, row) => ({ target: sum.target + toPaise(row.target), achieved: sum.achieved + toPaise(row.achieved) }),
    { target: 0, achieved: 0 },
  );
  return (
    <section aria-labelledby="targets-title">
      <h1 id="targets-title" className="h4">
        Sales targets
      </h1>
      <Form className="d-flex flex-wrap gap-3 align-items-end mb-3" onSubmit={(event) => event.preventDefault()}>
        <Form.Group controlId="target-type">
          <Form.Label>Target period</Form.Label>
          <Form.Select
            value={type}
            onChange={(event) => changeType(Number(event.target.value) as TargetType)}
            disabled={editing !== null}
          >
            {Object.entries(TARGET_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="target-year">
          <Form.Label>Year</Form.Label>
          <Form.Select
            value={ask.yea}
            onChange={(event) => setAsk({ ...ask, yea: Number(event.target.value) })}
            disabled={editing !== null}
          >
            {[year - 1, year, year + 1].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="target-detail">
          <Form.Label>Period</Form.Label>
          <Form.Select
            value={ask.detail}
            onChange={(event) => setAsk({ ...ask, detail: Number(event.target.value) })}
            disabled={editing !== null}
          >
            {periodChoices(type).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="target-brand">
          <Form.Label>Targets on</Form.Label>
          <Form.Select
            value={brand}
            onChange={(event) => setBrand(Number(event.target.value) as BrandType)}
            disabled={editing !== null}
          >
            {Object.entries(BRAND_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Form>
      {summary.error && <Alert variant="danger">{toApiError(summary.error).message}</Alert>}
      {summary.isPending ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p>There are no employees or agents to set targets for.</p>
      ) : (
        <Table striped bordered hover size="sm" responsive aria-label="Targets and achievement">
          <thead>
            <tr>
              <th scope="col">Person</th>
              <th scope="col">Employee or agent</th>
              <th scope="col" className="text-end">
                Target
              </th>
              <th scope="col" className="text-end">
                Achieved
              </th>
              <th scope="col" className="text-end">
                Achieved %
              </th>
              <th scope="col" className="text-end">
                Calls planned
              </th>
              <th scope="col" className="text-end">
                Calls made
              </th>
              {mayEdit && <th scope="col">Targets</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.empno}>
                <th scope="row">{row.name}</th>
                <td>{row.kind}</td>
                <td className="text-end">{formatMoney(toPaise(row.target))}</td>
                <td className="text-end">{formatMoney(toPaise(row.achieved))}</td>
                <td className="text-end">{percentText(row.percent)}</td>
                <td className="text-end">{row.calls}</td>
                <td className="text-end">{row.callsMade}</td>
                {mayEdit && (
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => setEditing(row)}
                      disabled={editing !== null}
                      aria-label={`Set targets of ${row.name}`}
                    >
                      Set targets
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="text-end">{formatMoney(total.target)}</td>
              <td className="text-end">{formatMoney(total.achieved)}</td>
              <td className="text-end">
                {percentText(total.target > 0 ? Math.round((total.achieved * 1000) / total.target) / 10 : null)}
              </td>
              <td colSpan={mayEdit ? 3 : 2} />
            </tr>
          </tfoot>
        </Table>
      )}
      {editing && <TargetEditor person={editing} ask={ask} brand={brand} onClose={() => setEditing(null)} />}
    </section>
  );
}
