import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { LevelCommissions } from '../targets/target-endpoints';
import { useLevelCommissions, useSaveLevelCommissions } from '../targets/targets-api';
import {
  commissionRulesBody,
  commissionRulesDefaults,
  commissionRulesSchema,
  type CommissionRulesValues,
} from './commission-rules-panel-values';

const LEVELS = [
  { level: 2, label: 'Level 2: the introducer’s share (%)' },
  { level: 3, label: 'Level 3: the introducer’s introducer’s share (%)' },
];

/**
 * The level-wise commission table (D3): each agent's own rate stays on the agent; an introducer earns these shares of
 * the same credited sales.
 */
export function CommissionRulesPanel() {
  const rules = useLevelCommissions();
  if (rules.isPending) return <p role="status">Loading…</p>;
  if (rules.error) return <Alert variant="danger">{toApiError(rules.error).message}</Alert>;
  return <RulesForm rules={rules.data} />;
}

function RulesForm({ rules }: { rules: LevelCommissions }) {
  const allowed = useScreenPermission();
  const agents = rules.agents ?? [];
  const form = useForm<CommissionRulesValues>({
    resolver: zodResolver(commissionRulesSchema(agents)),
    defaultValues: commissionRulesDefaults(
      rules,
      LEVELS.map(({ level }) => level),
    ),
  });
  const save = useSaveLevelCommissions();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const { errors, isDirty } = form.formState;
  const problem = errors.levels?.root?.message ?? errors.levels?.message;
  const leaveQuestion = useLeaveGuard(isDirty);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body = commissionRulesBody(values);
      await save.mutateAsync({ rules: body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      form.reset(values);
      showDoneToast('Commission rules saved.');
    }),
  );
  const mayEdit = allowed('modify');
  return (
    <Form noValidate onSubmit={(event) => void send(event)} aria-labelledby="rules-title">
      <h2 id="rules-title" className="h5">
        Commission rules
      </h2>
      <p>
        Each agent earns their own rate (on the agent) on the sales credited to them; their introducer earns the level 2
        share of the same sales, and the introducer’s introducer the level 3 share.
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3 mb-3">
        {LEVELS.map(({ level, label }, index) => (
          <Field
            key={level}
            form={form}
            name={`levels.${index}.percent`}
            id={`level-${level}`}
            label={label}
            inputMode="decimal"
            disabled={!mayEdit}
            className=""
          />
        ))}
      </div>
      <DataTable
        empty={<p>There are no agents yet.</p>}
        rows={agents}
        columns={[
          { label: 'Agent', cell: (agent) => agent.name },
          {
            label: 'Introduced by',
            cell: (agent, index) => (
              <Field
                form={form}
                name={`introducers.${index}.introducer`}
                id={`introducer-${agent.code}`}
                label={`Introducer of ${agent.name}`}
                hideLabel
                choose="No introducer"
                options={agents
                  .filter((other) => other.code !== agent.code)
                  .map((other) => ({ value: other.code, label: other.name }))}
                disabled={!mayEdit}
                className=""
              />
            ),
          },
        ]}
        rowKey={(agent) => agent.code}
        caption="Introducers"
        captionPlacement="hidden"
        tableClassName="table table-sm table-bordered"
      />
      {mayEdit && (
        <Button type="submit" disabled={saving}>
          Save the commission rules
        </Button>
      )}
      {leaveQuestion}
    </Form>
  );
}
