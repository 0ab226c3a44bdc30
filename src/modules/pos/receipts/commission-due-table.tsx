import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { DuesTable } from '../../../kits/receipts/dues-table';
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
  // The day lives in the URL: the box follows it, and an emptied box takes the day back.
  const filter = useForm({ values: { upTo } });
  return (
    <section aria-labelledby="due-title" className="mb-4">
      <h2 id="due-title" className="h5">
        Commission due
      </h2>
      <div className="list-toolbar">
        <Field
          form={filter}
          name="upTo"
          id={`${kind}-due-up-to`}
          label="On sales up to"
          type="date"
          className=""
          onChange={(value) => (value ? onUpTo(value) : filter.setValue('upTo', upTo))}
        />
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
        <DuesTable
          caption={<>Commission on sales up to {formatDate(requirements.data.upTo)}, less what has been paid.</>}
          rows={rows}
          rowKey={(row) => row.code}
          cards
          columns={[
            {
              label: words.earner,
              cell: (row) => (
                <>
                  {row.name} <span className="text-muted fw-normal">({row.code})</span>
                </>
              ),
            },
            { label: 'Commission', cell: (row) => `${row.commission}% of ${BASIS_LABELS[row.commissionOn]}` },
            { label: 'Reckoned on', figure: true, cell: (row) => money(row.base) },
            { label: 'Earned', figure: true, cell: (row) => money(row.earned) },
            { label: 'Paid', figure: true, cell: (row) => money(row.paid) },
            { label: 'Due', figure: true, cell: (row) => money(row.due) },
          ]}
          actions={(row) =>
            row.due > 0 && (
              <ScreenAction transaction="create">
                <Button size="sm" aria-label={`Pay ${row.name}`} onClick={() => onPay(row.code)}>
                  Pay
                </Button>
              </ScreenAction>
            )
          }
        />
      )}
    </section>
  );
}
