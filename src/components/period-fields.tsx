import { useForm } from 'react-hook-form';
import { Field } from './form/field';

interface Props {
  /** The boxes' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  /** The first box's label ('From' unless given). */
  fromLabel?: string;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
}

/**
 * A period's two date boxes, for a list whose period lives in the URL: the boxes follow it, and an emptied box takes
 * its date back.
 */
export function PeriodFields({ idPrefix, fromLabel = 'From', from, to, onPeriod }: Props) {
  const period = useForm({ values: { from, to } });
  return (
    <>
      <Field
        form={period}
        name="from"
        id={`${idPrefix}-from`}
        label={fromLabel}
        type="date"
        max={to}
        className=""
        onChange={(value) => (value ? onPeriod(value, to) : period.setValue('from', from))}
      />
      <Field
        form={period}
        name="to"
        id={`${idPrefix}-to`}
        label="To"
        type="date"
        min={from}
        className=""
        onChange={(value) => (value ? onPeriod(from, value) : period.setValue('to', to))}
      />
    </>
  );
}
