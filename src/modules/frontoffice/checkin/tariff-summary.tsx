import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import type { RoomTaxSlab } from '../domain/fo-settings';
import type { TariffSlot } from '../domain/stay-types';
import { stayEstimate } from './domain/checkin-tariff';

interface Props {
  slot: Pick<TariffSlot, 'roomRate' | 'mealRate' | 'extraBeds' | 'extraBedRate' | 'mealPlan'>;
  arrivalDate: string;
  departure: string;
  slabs: readonly RoomTaxSlab[];
}

/** The night's price with GST and the stay's total, as the night audit will charge them. */
export function TariffSummary({ slot, arrivalDate, departure, slabs }: Props) {
  const valid = Number.isFinite(slot.roomRate) && slot.roomRate >= 0;
  if (!valid) return <p className="text-muted">The tariff shows once the room rate is an amount.</p>;
  const estimate = stayEstimate(slot, arrivalDate, departure, slabs);
  const { night } = estimate;
  const tax = night.cgst + night.sgst;
  return (
    <dl className="voucher-facts mb-3" aria-label="What the stay comes to" aria-live="polite">
      <dt>Room a night</dt>
      <dd>{formatMoney(toPaise(slot.roomRate))}</dd>
      <dt>Meals a night{slot.mealPlan ? ` (${slot.mealPlan})` : ''}</dt>
      <dd>{formatMoney(toPaise(slot.mealRate))}</dd>
      {slot.extraBeds > 0 && (
        <>
          <dt>{`Extra beds (${slot.extraBeds} × ${formatMoney(toPaise(slot.extraBedRate))})`}</dt>
          <dd>{formatMoney(multiplyByQuantity(toPaise(slot.extraBedRate), slot.extraBeds))}</dd>
        </>
      )}
      <dt>{`GST ${night.percent}% (CGST and SGST)`}</dt>
      <dd>{formatMoney(tax)}</dd>
      <dt>A night with GST</dt>
      <dd>{formatMoney(night.debit)}</dd>
      <dt>{`Stay total (${estimate.nights} night${estimate.nights === 1 ? '' : 's'})`}</dt>
      <dd className="fw-semibold">{formatMoney(estimate.total)}</dd>
    </dl>
  );
}
