import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import {
  BRAND_TYPE,
  monthsOf,
  periodChoices,
  spreadOver,
  targetLineProblem,
  TARGET_TYPE_LABELS,
  type BrandType,
  type TargetSetting,
  type TargetType,
} from '../domain/target-rules';
import type { TargetDetailRow, TargetSummaryRow } from './target-endpoints';
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
  const start = rows.map((row) => ({
    target: row.target === 0 ? '' : String(row.target),
    calls: row.calls === 0 ? '' : String(row.calls),
  }));
  const [draft, setDraft] = useState(start);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [done, setDone] = useState(false);
  const save = useSaveTargets();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!done && JSON.stringify(draft) !== JSON.stringify(start));
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const period = periodChoices(ask.targetType as TargetType).find((choice) => choice.value === ask.detail)?.label ?? '';
  const set = (index: number, patch: Partial<(typeof start)[number]>) =>
    setDraft((previous) => previous.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const send = () => {
    const months = monthsOf(ask.targetType as TargetType, ask.detail);
    const found: Record<number, string> = {};
    const targets: TargetSetting[] = [];
    draft.forEach((line, index) => {
      const tgt = line.target.trim() === '' ? 0 : Number(line.target);
      const calls = line.calls.trim() === '' ? 0 : Number(line.calls);
      const problem = targetLineProblem(tgt, calls);
      if (problem) found[index] = problem;
      else if (tgt > 0 || calls > 0) {
        const amounts = spreadOver(toPaise(tgt), months.length);
        const callCounts = spreadOver(calls, months.length);
        const row = rows[index]!;
        months.forEach((mont, at) =>
          targets.push({
            empno: person.empno,
            mont,
            yea: ask.yea,
            categoryId: brand === BRAND_TYPE.total ? '' : row.categoryid,
            productId: brand === BRAND_TYPE.product ? row.itemid : '',
            tgt: fromPaise(amounts[at]!),
            calls: callCounts[at]!,
          }),
        );
      }
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { targets, yea: ask.yea, months };
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
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Table bordered size="sm" responsive aria-label={`Targets of ${person.name}`}>
          <thead>
            <tr>
              <th scope="col">
                {brand === BRAND_TYPE.product ? 'Item' : brand === BRAND_TYPE.group ? 'Item group' : 'Sales'}
              </th>
              <th scope="col">Target (₹)</th>
              <th scope="col">Calls</th>
              <th scope="col" className="text-end">
                Achieved
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.categoryid}|${row.itemid}`}>
                <th scope="row">{labelOf(row)}</th>
                <td>
                  <Form.Label htmlFor={`target-${index}`} visuallyHidden>{`Target for ${labelOf(row)}`}</Form.Label>
                  <Form.Control
                    id={`target-${index}`}
                    inputMode="decimal"
                    value={draft[index]!.target}
                    onChange={(event) => set(index, { target: event.target.value })}
                    isInvalid={problems[index] !== undefined}
                    aria-describedby={problems[index] ? `target-problem-${index}` : undefined}
                  />
                  <Form.Control.Feedback type="invalid" id={`target-problem-${index}`}>
                    {problems[index]}
                  </Form.Control.Feedback>
                </td>
                <td>
                  <Form.Label htmlFor={`calls-${index}`} visuallyHidden>{`Calls for ${labelOf(row)}`}</Form.Label>
                  <Form.Control
                    id={`calls-${index}`}
                    inputMode="numeric"
                    value={draft[index]!.calls}
                    onChange={(event) => set(index, { calls: event.target.value })}
                  />
                </td>
                <td className="text-end">{formatMoney(toPaise(row.achieved))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
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
