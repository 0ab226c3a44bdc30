import Form from 'react-bootstrap/Form';
import { get, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../requests/request-format';
import { typedQuantity, type ReturnFormValues } from './return-form-values';
import type { ReturnSourceLine } from './return-types';

interface Props {
  form: UseFormReturn<ReturnFormValues>;
  lines: readonly ReturnSourceLine[];
}

/**
 * The receipt's lines with what is left of each lot, and the quantity to return typed per line (empty or 0: not
 * returned).
 */
export function ReturnLinesTable({ form, lines }: Props) {
  const typed = useWatch({ control: form.control, name: 'lines' });
  return (
    <div className="table-responsive list-cards mb-3">
      <table className="table table-sm align-middle">
        <caption>The goods receipt’s lines: type what goes back</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col">Lot (GIN)</th>
            <th scope="col">Batch</th>
            <th scope="col" className="text-end">
              Received
            </th>
            <th scope="col" className="text-end">
              Left in the lot
            </th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col">Return quantity</th>
            <th scope="col" className="text-end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const error = get(form.formState.errors, `lines.${index}.qty`) as FieldError | undefined;
            const qty = typedQuantity(typed[index]?.qty ?? '') ?? 0;
            const id = `return-qty-${index}`;
            return (
              <tr key={`${line.gin}-${line.sno}`}>
                <td data-label="#">{line.sno}</td>
                <th scope="row" data-label="Item">
                  {line.itemname}
                </th>
                <td data-label="Lot (GIN)">{line.gin || 'Waiting for QC'}</td>
                <td data-label="Batch">{line.batchno}</td>
                <td data-label="Received" className="text-end">{`${formatQuantity(line.qty)} ${line.um}`}</td>
                <td
                  data-label="Left in the lot"
                  className="text-end"
                >{`${formatQuantity(line.available)} ${line.stdum}`}</td>
                <td data-label="Rate" className="text-end">
                  {formatMoney(toPaise(line.rat))}
                </td>
                <td data-label="Return quantity">
                  <Form.Control
                    id={id}
                    size="sm"
                    inputMode="decimal"
                    aria-label={`Return quantity, line ${index + 1}`}
                    disabled={!line.gin || line.available <= 0}
                    isInvalid={!!error}
                    aria-errormessage={error ? `${id}-error` : undefined}
                    {...form.register(`lines.${index}.qty`)}
                  />
                  {error && (
                    <div id={`${id}-error`} className="invalid-feedback d-block">
                      {error.message}
                    </div>
                  )}
                </td>
                <td data-label="Amount" className="text-end">
                  {qty > 0 ? formatMoney(multiplyByQuantity(toPaise(line.rat), qty)) : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
