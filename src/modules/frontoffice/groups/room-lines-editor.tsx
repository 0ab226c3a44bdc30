import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { isForeignNational } from '../domain/stay-types';
import { mealRatePaise } from '../domain/tariff';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import { NO_FOREIGN_DETAILS, type ForeignDetails, type GroupMealPlan, type GroupRoom } from './domain/groups-types';
import { emptyLine, type RoomLineValues } from './group-form-values';
import { mealPlanOptions } from '../domain/meal-plan-options';
import { problemsOf } from './group-form-schema';

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

/** What the editor needs of the form around it (under a FormProvider): the room lines. */
interface LinesForm {
  lines: RoomLineValues[];
}

interface Props {
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
 * The lines are the form's (`lines`, under its FormProvider).
 */
export function RoomLinesEditor({ rooms, mealPlans, leaderFirst, leaderName }: Props) {
  const form = useFormContext<LinesForm>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const listProblem = problemsOf(form.formState.errors).lines;
  const offered = rooms.map((room) => room.roomNo).join(' ');
  useEffect(() => {
    // A room chosen is kept while another way of coming in does not offer it, and shows again once it is offered.
    form.getValues('lines').forEach((line, index) => form.setValue(`lines.${index}.room`, line.room));
  }, [form, offered]);
  const roomOptions = rooms.map((room) => ({
    value: room.roomNo,
    label: `${room.roomNo} — ${room.categoryName || room.category}, ${STATUS_WORDS[room.status] ?? room.status}`,
  }));
  const planOptions = mealPlanOptions(mealPlans);
  return (
    <>
      {listProblem && (
        <p className="text-danger" id="group-lines-error">
          {listProblem}
        </p>
      )}
      {fields.map((entry, index) => {
        const line = lines[index] ?? entry;
        const at = (field: string) => `group-line-${index}-${field}`;
        const leader = leaderFirst && index === 0;
        const room = rooms.find((candidate) => candidate.roomNo === line.room);
        return (
          <fieldset key={entry.id} className="border rounded p-2 mb-3">
            <legend className="h6 float-none w-auto px-1 mb-1">{`Room ${index + 1}${leader ? " (the leader's)" : ''}`}</legend>
            <div className="voucher-header">
              <Field
                form={form}
                name={`lines.${index}.room`}
                id={at('room')}
                label="Room"
                options={roomOptions}
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
                  <Field form={form} name={`lines.${index}.guestName`} id={at('guestName')} label="Guest name" />
                  <Field form={form} name={`lines.${index}.nationality`} id={at('nationality')} label="Nationality" />
                </>
              )}
              {/* The party in number boxes from 0: counts of people. */}
              <Field
                form={form}
                name={`lines.${index}.adults`}
                id={at('adults')}
                label="Adults"
                type="number"
                min={0}
              />
              <Field
                form={form}
                name={`lines.${index}.children`}
                id={at('children')}
                label="Children"
                type="number"
                min={0}
              />
              <Field
                form={form}
                name={`lines.${index}.mealPlan`}
                id={at('mealPlan')}
                label="Meal plan"
                options={planOptions}
              />
            </div>
            {!leader && isForeignNational(line.nationality) && (
              <div className="voucher-header">
                {FOREIGN.map(([field, label, type]) => (
                  <Field
                    key={field}
                    form={form}
                    name={`lines.${index}.foreign.${field}`}
                    id={at(field)}
                    label={label}
                    type={type}
                  />
                ))}
              </div>
            )}
            {fields.length > 1 && !leader && (
              <Button variant="outline-danger" size="sm" onClick={() => remove(index)}>
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
          append({
            ...(form.getValues('lines').at(-1) ?? emptyLine()),
            room: '',
            guestName: '',
            foreign: NO_FOREIGN_DETAILS,
          })
        }
      >
        Add a room
      </Button>
    </>
  );
}
