import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
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

const COLUMNS: ReadonlyArray<TableColumn<TargetSummaryRow>> = [
  { label: 'Person', cell: (row) => row.name },
  { label: 'Employee or agent', cell: (row) => row.kind },
  { label: 'Target', cell: (row) => formatMoney(toPaise(row.target)), numeric: true },
  { label: 'Achieved', cell: (row) => formatMoney(toPaise(row.achieved)), numeric: true },
  { label: 'Achieved %', cell: (row) => percentText(row.percent), numeric: true },
  { label: 'Calls planned', cell: (row) => row.calls, numeric: true },
  { label: 'Calls made', cell: (row) => row.callsMade, numeric: true },
];

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

interface Filters {
  targetType: string;
  yea: string;
  detail: string;
  brand: string;
}

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

function TargetsGrid({ requirements }: { requirements: TargetRequirements }) {
  const allowed = useScreenPermission();
  const mayEdit = allowed('create') || allowed('modify');
  const year = Number(requirements.today.slice(0, 4));
  const month = Number(requirements.today.slice(5, 7));
  const form = useForm<Filters>({
    defaultValues: {
      targetType: String(requirements.targetType),
      yea: String(year),
      detail: String(periodOfMonth(requirements.targetType as TargetType, month)),
      brand: String(requirements.brandType),
    },
  });
  const filters = useWatch({ control: form.control });
  const type = Number(filters.targetType) as TargetType;
  const ask: PeriodAsk = { yea: Number(filters.yea), targetType: type, detail: Number(filters.detail) };
  const brand = Number(filters.brand) as BrandType;
  const [editing, setEditing] = useState<TargetSummaryRow | null>(null);
  const summary = useTargetSummary(ask);
  // Another kind of period starts at the one holding this month.
  const changeType = (next: string) =>
    form.setValue('detail', String(periodOfMonth(Number(next) as TargetType, month)));
  const rows = summary.data ?? [];
  const total = rows.reduce(
    (sum, row) => ({ target: sum.target + toPaise(row.target), achieved: sum.achieved + toPaise(row.achieved) }),
    { target: 0, achieved: 0 },
  );
  const filter = { form, disabled: editing !== null, choose: null, className: '' };
  return (
    <section aria-labelledby="targets-title">
      <h1 id="targets-title" className="h4">
        Sales targets
      </h1>
      <Form className="d-flex flex-wrap gap-3 align-items-end mb-3" onSubmit={(event) => event.preventDefault()}>
        <Field
          {...filter}
          name="targetType"
          id="target-type"
          label="Target period"
          options={options(TARGET_TYPE_LABELS)}
          onChange={changeType}
        />
        <Field
          {...filter}
          name="yea"
          id="target-year"
          label="Year"
          options={[year - 1, year, year + 1].map((value) => ({ value: String(value), label: String(value) }))}
        />
        {/* New choices with each kind of period: a new select shows the period chosen for it among them. */}
        <Field
          key={filters.targetType}
          {...filter}
          name="detail"
          id="target-detail"
          label="Period"
          options={periodChoices(type).map((choice) => ({ value: String(choice.value), label: choice.label }))}
        />
        <Field {...filter} name="brand" id="target-brand" label="Targets on" options={options(BRAND_TYPE_LABELS)} />
      </Form>
      {summary.error && <Alert variant="danger">{toApiError(summary.error).message}</Alert>}
      {summary.isPending ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable
          empty={<p>There are no employees or agents to set targets for.</p>}
          rows={rows}
          columns={
            mayEdit
              ? [
                  ...COLUMNS,
                  {
                    label: 'Targets',
                    cell: (row) => (
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => setEditing(row)}
                        disabled={editing !== null}
                        aria-label={`Set targets of ${row.name}`}
                      >
                        Set targets
                      </Button>
                    ),
                  },
                ]
              : COLUMNS
          }
          rowKey={(row) => row.empno}
          caption="Targets and achievement"
          captionPlacement="hidden"
          tableClassName="table table-sm table-striped table-bordered table-hover"
          footer={
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
          }
        />
      )}
      {editing && <TargetEditor person={editing} ask={ask} brand={brand} onClose={() => setEditing(null)} />}
    </section>
  );
}
