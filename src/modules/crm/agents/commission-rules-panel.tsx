import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { LevelCommissions } from '../targets/target-endpoints';
import { useLevelCommissions, useSaveLevelCommissions } from '../targets/targets-api';
import { commissionRulesProblem } from './commission-rules';

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
  const start = {
    percents: Object.fromEntries(
      LEVELS.map(({ level }) => [level, String(rules.commissions.find((row) => row.level === level)?.percent ?? 0)]),
    ) as Record<number, string>,
    introducers: Object.fromEntries(
      agents.map((agent) => [agent.code, rules.introducers.find((row) => row.agent === agent.code)?.introducer ?? '']),
    ) as Record<string, string>,
  };
  const [draft, setDraft] = useState(start);
  const [saved, setSaved] = useState(JSON.stringify(start));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLevelCommissions();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(JSON.stringify(draft) !== saved);
  const send = () => {
    const body: LevelCommissions = {
      commissions: LEVELS.map(({ level }) => ({ level, percent: Number(draft.percents[level] || 0) })),
      introducers: Object.entries(draft.introducers)
        .filter(([, introducer]) => introducer !== '')
        .map(([agent, introducer]) => ({ agent, introducer })),
    };
    const found = commissionRulesProblem(body, new Map(agents.map((agent) => [agent.code, agent.name])));
    setProblem(found);
    if (found) return;
    void submit(async () => {
      await save.mutateAsync({ rules: body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      setSaved(JSON.stringify(draft));
      showDoneToast('Commission rules saved.');
    });
  };
  const mayEdit = allowed('modify');
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      aria-labelledby="rules-title"
    >
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
        {LEVELS.map(({ level, label }) => (
          <Form.Group key={level} controlId={`level-${level}`}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={draft.percents[level]}
              disabled={!mayEdit}
              onChange={(event) => setDraft({ ...draft, percents: { ...draft.percents, [level]: event.target.value } })}
            />
          </Form.Group>
        ))}
      </div>
      {agents.length === 0 ? (
        <p>There are no agents yet.</p>
      ) : (
        <Table bordered size="sm" responsive aria-label="Introducers">
          <thead>
            <tr>
              <th scope="col">Agent</th>
              <th scope="col">Introduced by</th>
            </tr>
          </thead>
          <tbody>
            {agents.map((agent) => (
              <tr key={agent.code}>
                <th scope="row">{agent.name}</th>
                <td>
                  <Form.Label
                    htmlFor={`introducer-${agent.code}`}
                    visuallyHidden
                  >{`Introducer of ${agent.name}`}</Form.Label>
                  <Form.Select
                    id={`introducer-${agent.code}`}
                    value={draft.introducers[agent.code] ?? ''}
                    disabled={!mayEdit}
                    onChange={(event) =>
                      setDraft({ ...draft, introducers: { ...draft.introducers, [agent.code]: event.target.value } })
                    }
                  >
                    <option value="">No introducer</option>
                    {agents
                      .filter((other) => other.code !== agent.code)
                      .map((other) => (
                        <option key={other.code} value={other.code}>
                          {other.name}
                        </option>
                      ))}
                  </Form.Select>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {mayEdit && (
        <Button type="submit" disabled={saving}>
          Save the commission rules
        </Button>
      )}
      {leaveQuestion}
    </Form>
  );
}
