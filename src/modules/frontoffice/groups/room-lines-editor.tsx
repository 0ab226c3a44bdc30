import Button from 'react-bootstrap/Button';
import { isForeignNational } from '../domain/stay-types';
import { mealRatePaise } from '../domain/tariff';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import type { GroupErrors } from './domain/group-input';
import { NO_FOREIGN_DETAILS, type ForeignDetails, type GroupMealPlan, type GroupRoom } from './domain/groups-types';
import { emptyLine, type RoomLineValues } from './group-form-values';
import { InputField, SelectField } from '../../../components/form/controlled-fields';

const STATUS_WORDS: Record<string, string> = {
  VACANT: 'vacant clean',
  DIRTY: 'vacant dirty',
  OCCUPIED: 'occupied',
  OUT_OF_ORDER: 'out of order',
};
const FOREIGN: readonly [keyof ForeignDetails, string, 'text' | 'date'][] = [
  ['passportNo', 'Passport number', 'text'],
  ['passportExpiry', 'Passport expiry', 'date'],
  ['visaNo', 'Visa number', 'text'],
  ['visaType', 'Visa type', 'text'],
  ['visaExpiry', 'Visa expiry', 'date'],
  ['arrivedInIndia', 'Arrived in India on', 'date'],
  ['arrivedFrom', 'Port of arrival in India', 'text'],
];

interface Props {
  lines: readonly RoomLineValues[];
  onChange: (lines: RoomLineValues[]) => void;
  errors: GroupErrors;
  rooms: readonly GroupRoom[]; // the rooms that may be chosen
  mealPlans: readonly GroupMealPlan[];
  /** The first line is the leader's room (its guest is the leader): no guest fields. */
  leaderFirst: boolean;
  leaderName?: string;
}

/** What a line's room costs a night: the category's rate and the meal plan for its party. */
function rateText(room: GroupRoom | undefined, plan: GroupMealPlan | undefined, line: RoomLineValues): string {
  if (!room) return '';
  const meals = plan ? mealRatePaise(plan, Number(line.adults) || 0, Number(line.children) || 0) : 0;
  return `${room.categoryName || room.category}: room ${formatMoney(toPaise(room.rate))} a night${meals > 0 ? ` + meals ${formatMoney(meals)}` : ''}, before GST.`;
}

/**
 * The rooms of a group, each in its labelled fieldset ("Room 1"...): room, guest, party and meal plan; add and remove.
 */
export function RoomLinesEditor({ lines, onChange, errors, rooms, mealPlans, leaderFirst, leaderName }: Props) {
  const change = (index: number, patch: Partial<RoomLineValues>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const roomOptions = rooms.map((room) => ({
    value: room.roomNo,
    label: `${room.roomNo} — ${room.categoryName || room.category}, ${STATUS_WORDS[room.status] ?? room.status}`,
  }));
  const planOptions = mealPlans.map((plan) => ({ value: plan.code, label: `${plan.code} — ${plan.name}` }));
  return (
    <>
      {errors.lines && (
        <p className="text-danger" id="group-lines-error">
          {errors.lines}
        </p>
      )}
      {lines.map((line, index) => {
        const at = (field: string) => `group-line-${index}-${field}`;
        const error = (field: string) => errors[`lines.${index}.${field}`];
        const leader = leaderFirst && index === 0;
        const room = rooms.find((candidate) => candidate.roomNo === line.room);
        return (
          <fieldset key={index} className="border rounded p-2 mb-3">
            <legend className="h6 float-none w-auto px-1 mb-1">{`Room ${index + 1}${leader ? " (the leader's)" : ''}`}</legend>
            <div className="voucher-header">
              <SelectField
                id={at('room')}
                label="Room"
                value={line.room}
                options={roomOptions}
                error={error('room')}
                onChange={(value) => change(index, { room: value })}
                help={rateText(
                  room,
                  mealPlans.find((plan) => plan.code === line.mealPlan),
                  line,
                )}
              />
              {leader ? (
                <p className="mb-3 align-self-end">{`Guest: ${leaderName || 'the leader'}`}</p>
              ) : (
                <>
                  <InputField
                    id={at('guestName')}
                    label="Guest name"
                    value={line.guestName}
                    error={error('guestName')}
                    onChange={(value) => change(index, { guestName: value })}
                  />
                  <InputField
                    id={at('nationality')}
                    label="Nationality"
                    value={line.nationality}
                    error={error('nationality')}
                    onChange={(value) => change(index, { nationality: value })}
                  />
                </>
              )}
              <InputField
                id={at('adults')}
                label="Adults"
                type="count"
                value={line.adults}
                error={error('adults')}
                onChange={(value) => change(index, { adults: value })}
              />
              <InputField
                id={at('children')}
                label="Children"
                type="count"
                value={line.children}
                error={error('children')}
                onChange={(value) => change(index, { children: value })}
              />
              <SelectField
                id={at('mealPlan')}
                label="Meal plan"
                value={line.mealPlan}
                options={planOptions}
                error={error('mealPlan')}
                onChange={(value) => change(index, { mealPlan: value })}
              />
            </div>
            {!leader && isForeignNational(line.nationality) && (
              <div className="voucher-header">
                {FOREIGN.map(([field, label, type]) => (
                  <InputField
                    key={field}
                    id={at(field)}
                    label={label}
                    type={type}
                    value={line.foreign[field]}
                    error={error(`foreign.${field}`)}
                    onChange={(value) => change(index, { foreign: { ...line.foreign, [field]: value } })}
                  />
                ))}
              </div>
            )}
            {lines.length > 1 && !leader && (
              <Button
                variant="outline-danger"
                size="sm"
                onClick={() => onChange(lines.filter((_, at2) => at2 !== index))}
              >
                {`Remove room ${index + 1}`}
              </Button>
            )}
          </fieldset>
        );
      })}
      <Button
        variant="outline-primary"
        className="mb-3"
        onClick={() =>
          onChange([
            ...lines,
            { ...(lines.at(-1) ?? emptyLine()), room: '', guestName: '', foreign: NO_FOREIGN_DETAILS },
          ])
        }
      >
        Add a room
      </Button>
    </>
  );
}
