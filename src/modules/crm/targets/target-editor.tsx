import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import {
  BRAND_TYPE,
  monthsOf,
  periodChoices,
  TARGET_TYPE_LABELS,
  type BrandType,
  type TargetType,
} from '../domain/target-rules';
import type { TargetDetailRow, TargetSummaryRow } from './target-endpoints';
import { targetSchema, targetSettings, targetValuesOf, type TargetValues } from './target-editor-values';
import { useSaveTargets, useTargetDetails, type PeriodAsk } from './targets-api';

interface Props {
  person: TargetSummaryRow;
  ask: PeriodAsk;
  brand: BrandType;
  onClose: () => void;
}

const labelOf = (row: TargetDetailRow) => (row.itemid ? row.itemname : row.category);

/**
 * One person's targets for the period, one line per category (the total, each item group or each item); saved spread
 * over the period's months.
 */
export function TargetEditor({ person, ask, brand, onClose }: Props) {
  const details = useTargetDetails({ ...ask, empno: person.empno, brandType: brand });
  if (details.isPending) return <p role="status">Loading…</p>;
  if (details.error) return <Alert variant="danger">{toApiError(details.error).message}</Alert>;
  return <EditorForm person={person} ask={ask} brand={brand} rows={details.data} onClose={onClose} />;
}

function EditorForm({ person, ask, brand, rows, onClose }: Props & { rows: TargetDetailRow[] }) {
  const form = useForm<TargetValues>({ resolver: zodResolver(targetSchema), defaultValues: targetValuesOf(rows) });
  const [done, setDone] = useState(false);
  const save = useSaveTargets();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!done && form.formState.isDirty);
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const period = periodChoices(ask.targetType as TargetType).find((choice) => choice.value === ask.detail)?.label ?? '';
  const send = (values: TargetValues) => {
    const months = monthsOf(ask.targetType as TargetType, ask.detail);
    const targets = targetSettings(values, rows, { empno: person.empno, yea: ask.yea, months, brand });
    const body = { targets };
    void submit(async () => {
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor({ ...body, empno: person.empno }) });
      attempt.saved();
      showDoneToast(`Targets of ${person.name} saved.`);
      setDone(true);
    });
  };
  return (
    <section aria-labelledby="target-editor-title" className="border rounded p-3 mt-3">
      <h2
        id="target-editor-title"
        className="h5"
      >{`Targets of ${person.name}, ${TARGET_TYPE_LABELS[ask.targetType as TargetType].toLowerCase()} ${period} ${ask.yea}`}</h2>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
        <DataTable
          rows={rows}
          columns={[
            {
              label: brand === BRAND_TYPE.product ? 'Item' : brand === BRAND_TYPE.group ? 'Item group' : 'Sales',
              cell: labelOf,
            },
            {
              label: 'Target (₹)',
              cell: (row, index) => (
                <Field
                  form={form}
                  name={`lines.${index}.target`}
                  id={`target-${index}`}
                  label={`Target for ${labelOf(row)}`}
                  hideLabel
                  type="money"
                  className="mb-0"
                />
              ),
            },
            {
              label: 'Calls',
              cell: (row, index) => (
                <Field
                  form={form}
                  name={`lines.${index}.calls`}
                  id={`calls-${index}`}
                  label={`Calls for ${labelOf(row)}`}
                  hideLabel
                  type="count"
                  className="mb-0"
                />
              ),
            },
            { label: 'Achieved', cell: (row) => formatMoney(toPaise(row.achieved)), numeric: true },
          ]}
          rowKey={(row) => `${row.categoryid}|${row.itemid}`}
          caption={`Targets of ${person.name}`}
          captionPlacement="hidden"
          tableClassName="table table-sm table-bordered"
        />
        <div className="d-flex gap-2">
          <Button type="submit" disabled={saving}>
            Save targets
          </Button>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
