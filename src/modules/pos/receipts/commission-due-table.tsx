import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useCommissionRequirements } from './commission-api';
import { BASIS_LABELS, COMMISSION_WORDS } from './commission-words';
import type { EarnerKind } from './domain/commission-rules';

const money = (rupees: number) => formatMoney(toPaise(rupees));

interface Props {
  kind: EarnerKind;
  upTo: string;
  onUpTo: (day: string) => void;
  onPay: (code: string) => void;
}

/**
 * Everyone of a kind who earns commission: the rate, what it is reckoned on, earned, paid and due up to a day; Pay for
 * those with something due.
 */
export function CommissionDueTable({ kind, upTo, onUpTo, onPay }: Props) {
  const words = COMMISSION_WORDS[kind];
  const requirements = useCommissionRequirements(kind, upTo);
  const rows = requirements.data?.earners ?? [];
  return (
    <section aria-labelledby="due-title" className="mb-4">
      <h2 id="due-title" className="h5">
        Commission due
      </h2>
      <div className="list-toolbar">
        <Form.Group controlId={`${kind}-due-up-to`}>
          <Form.Label>On sales up to</Form.Label>
          <Form.Control
            type="date"
            value={upTo}
            onChange={(event) => event.target.value && onUpTo(event.target.value)}
          />
        </Form.Group>
      </div>
      {requirements.isPending ? (
        <Loading label="Reckoning the commission…" />
      ) : requirements.isError ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : rows.length === 0 ? (
        <p>
          No {words.earners} earn commission{kind === 'employee' ? ' yet: set their rates first' : ''}.
        </p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm align-middle">
            <caption>Commission on sales up to {formatDate(requirements.data.upTo)}, less what has been paid.</caption>
            <thead>
              <tr>
                <th scope="col">{words.earner}</th>
                <th scope="col">Commission</th>
                <th scope="col" className="text-end">
                  Reckoned on
                </th>
                <th scope="col" className="text-end">
                  Earned
                </th>
                <th scope="col" className="text-end">
                  Paid
                </th>
                <th scope="col" className="text-end">
                  Due
                </th>
                <th scope="col" className="list-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <th scope="row" data-label={words.earner}>
                    {row.name} <span className="text-muted fw-normal">({row.code})</span>
                  </th>
                  <td data-label="Commission">{`${row.commission}% of ${BASIS_LABELS[row.commissionOn]}`}</td>
                  <td data-label="Reckoned on" className="text-end">
                    {money(row.base)}
                  </td>
                  <td data-label="Earned" className="text-end">
                    {money(row.earned)}
                  </td>
                  <td data-label="Paid" className="text-end">
                    {money(row.paid)}
                  </td>
                  <td data-label="Due" className="text-end">
                    {money(row.due)}
                  </td>
                  <td data-label="Actions" className="list-row-actions">
                    {row.due > 0 && (
                      <ScreenAction transaction="create">
                        <Button size="sm" aria-label={`Pay ${row.name}`} onClick={() => onPay(row.code)}>
                          Pay
                        </Button>
                      </ScreenAction>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
