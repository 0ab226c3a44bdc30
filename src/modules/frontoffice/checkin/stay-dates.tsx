import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../lib/format/date-format';
import { Field } from '../../../components/form/field';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  hotelDate: string;
  /** The arrival shown (the hotel date and the time now, or the stay's). */
  arrivalText: string;
}

const nightsFrom = (hotelDate: string, departure: string) => {
  const date = parseISO(departure);
  return isValid(date) ? String(differenceInCalendarDays(date, parseISO(hotelDate))) : '';
};

/** Arrival (read only), nights and the expected departure: typing the nights sets the departure, and the other way. */
export function StayDates<T extends FieldValues>({ form, hotelDate, arrivalText }: Props<T>) {
  const id = useId();
  const name = 'departure' as Path<T>;
  const departure = String(useWatch({ control: form.control, name }) ?? '');
  // What was typed in Nights, while the departure is the one it set (else the nights follow the departure).
  const [typed, setTyped] = useState<{ text: string; departure: string } | null>(null);
  const nights = typed && typed.departure === departure ? typed.text : nightsFrom(hotelDate, departure);
  const typeNights = (text: string) => {
    const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const next =
      Number.isInteger(count) && count > 0 && count < 400
        ? format(addDays(parseISO(hotelDate), count), 'yyyy-MM-dd')
        : departure;
    setTyped({ text, departure: next });
    if (next !== departure)
      form.setValue(name, next as T[typeof name], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const arrivalHelp = `The hotel date (${formatDate(hotelDate)})`;
  return (
    <div className="voucher-header">
      {/* Read from the stay, and a helper that sets the departure: not values of the form. */}
      <FieldFrame id={`${id}-arrival`} label="Arrival" help={arrivalHelp}>
        <Form.Control
          id={`${id}-arrival`}
          readOnly
          plaintext
          value={arrivalText}
          aria-describedby={describedBy(`${id}-arrival`, undefined, arrivalHelp)}
        />
      </FieldFrame>
      <FieldFrame id={`${id}-nights`} label="Nights">
        <Form.Control
          id={`${id}-nights`}
          type="number"
          inputMode="numeric"
          min={1}
          value={nights}
          onChange={(event) => typeNights(event.target.value)}
        />
      </FieldFrame>
      <Field form={form} name={name} label="Expected departure" type="date" />
    </div>
  );
}
