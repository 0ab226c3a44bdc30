import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import type { CheckinValues } from './checkin-form-values';
import { rupeesOf, wholeOf } from './checkin-form-values';
import { checkinSlot } from './domain/checkin-tariff';
import type { CheckinRequirements } from './domain/checkin-types';
import { Field } from '../../../components/form/field';
import { BillToField } from './bill-to-field';
import { CheckinPart } from './checkin-part';
import { mealPlanOptions } from '../domain/meal-plan-options';
import { TariffSummary } from './tariff-summary';

interface Props {
  form: UseFormReturn<CheckinValues>;
  requirements: CheckinRequirements;
  expectedRate: number;
  /** The modify right on Check-in: the rate may be changed. */
  mayChangeRate: boolean;
}

/**
 * The meal plan, the room rate (the category's, or the reservation's; changed only with the right), bill-to, and what
 * it comes to.
 */
export function TariffSection({ form, requirements, expectedRate, mayChangeRate }: Props) {
  const [roomNo, mealPlan, roomRate, adults, children, extraBeds, departure] = useWatch({
    control: form.control,
    name: ['room', 'mealPlan', 'roomRate', 'adults', 'children', 'extraBeds', 'departure'],
  });
  const room = requirements.rooms.find((row) => row.roomNo === roomNo);
  const category = requirements.categories.find((row) => row.code === room?.category);
  const plan = requirements.mealPlans.find((row) => row.code === mealPlan);
  const party = { adults: wholeOf(adults), children: wholeOf(children || '0'), extraBeds: wholeOf(extraBeds || '0') };
  const countsValid = Object.values(party).every(Number.isInteger);
  // Priced only once the counts are whole numbers (the rules say what is wrong beside each count).
  const slot = countsValid
    ? checkinSlot({
        from: requirements.hotelDate,
        roomRate: rupeesOf(roomRate),
        plan,
        ...party,
        extraBedRate: category?.extraBed ?? 0,
        reason: '',
        user: '',
        at: '',
      })
    : null;
  const rate = expectedRate
    ? `the room category's or the reservation's rate (${formatMoney(toPaise(expectedRate))})`
    : "the room category's rate once a room is chosen";
  const rateHelp = mayChangeRate
    ? `Starts at ${rate}; a changed rate is recorded with your name.`
    : `${rate[0]!.toUpperCase()}${rate.slice(1)}: changing it needs the modify right on Check-in.`;
  return (
    <CheckinPart id="fo-tariff" title="Tariff">
      <div className="voucher-header">
        <Field
          form={form}
          name="mealPlan"
          label="Meal plan"
          choose={null}
          options={mealPlanOptions(requirements.mealPlans)}
        />
        <Field
          form={form}
          name="roomRate"
          label="Room rate a night"
          type="money"
          readOnly={!mayChangeRate}
          help={rateHelp}
        />
        <BillToField form={form} name="billTo" billTo={requirements.billTo} />
      </div>
      {category && slot ? (
        <TariffSummary
          slot={slot}
          arrivalDate={requirements.hotelDate}
          departure={departure}
          slabs={requirements.settings.roomTaxSlabs}
        />
      ) : (
        <p className="text-muted">The tariff shows once a room and the party are chosen.</p>
      )}
    </CheckinPart>
  );
}
