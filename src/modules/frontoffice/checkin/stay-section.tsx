import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import type { StayKind } from '../domain/stay-types';
import type { CheckinValues } from './checkin-form-values';
import { MAX_EXTRA_BEDS, roomRefusal } from './domain/checkin-rules';
import type { CheckinRequirements } from './domain/checkin-types';
import { Field } from '../../../components/form/field';
import { StayDates } from './stay-dates';

interface Props {
  form: UseFormReturn<CheckinValues>;
  kind: StayKind;
  requirements: CheckinRequirements;
  /**
   * A room asked for (URL or reservation) that is listed even when it cannot take the check-in, so its problem shows.
   */
  askedRoom: string;
  arrivalText: string;
}

/** The room (vacant clean ones), the party within the category's occupancy and extra beds, arrival and departure. */
export function StaySection({ form, kind, requirements, askedRoom, arrivalText }: Props) {
  const roomNo = useWatch({ control: form.control, name: 'room' });
  const categories = new Map(requirements.categories.map((category) => [category.code, category]));
  const rooms = requirements.rooms.filter(
    (room) => roomRefusal(room.roomNo, room) === null || room.roomNo === askedRoom,
  );
  const options = rooms.map((room) => {
    const problem = roomRefusal(room.roomNo, room);
    const category = categories.get(room.category);
    return {
      value: room.roomNo,
      label: `${room.roomNo} — ${category?.name ?? room.category}${problem ? ` (${problem.split(':')[0]!.replace(`Room ${room.roomNo} is `, '')})` : ''}`,
    };
  });
  const room = requirements.rooms.find((row) => row.roomNo === roomNo);
  const category = room ? categories.get(room.category) : undefined;
  const categoryHelp = category
    ? `${category.name}: ${category.occupancy} guests${category.extraBed > 0 ? `, up to ${MAX_EXTRA_BEDS} extra beds at ${formatMoney(toPaise(category.extraBed))} a night` : ', no extra bed'}.`
    : undefined;
  return (
    <section aria-labelledby="fo-stay-title" className="mb-2">
      <h2 id="fo-stay-title" className="h6">
        Room and stay
      </h2>
      <div className="voucher-header">
        <Field form={form} name="room" label="Room" options={options} help={categoryHelp} />
        <Field form={form} name="adults" label="Adults" type="number" min={0} />
        <Field form={form} name="children" label="Children" type="number" min={0} />
        {kind !== 'HOUSE' && <Field form={form} name="extraBeds" label="Extra beds" type="number" min={0} />}
      </div>
      <StayDates form={form} hotelDate={requirements.hotelDate} arrivalText={arrivalText} />
    </section>
  );
}
