import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/form/field';
import { useScreenParams } from '../../lib/hooks/use-screen-params';

/**
 * The employee a screen is about, kept in the URL (?employee=): a change goes through the URL, so a leave guard on the
 * screen asks first (as leaving does) when a form is half typed.
 */
export function useEmployeeParam() {
  const { params, change } = useScreenParams();
  const empno = params.get('employee') ?? '';
  const picker = useForm({ defaultValues: { employee: empno } });
  const { setValue } = picker;
  // Back and forward (and a change let through after the question) move the picker with the URL.
  useEffect(() => setValue('employee', empno), [setValue, empno]);
  const choose = useCallback(
    (value: string) => {
      // Until the URL takes the choice (it may be held by the question) the picker shows the URL's employee.
      setValue('employee', empno);
      change({ employee: value || null });
    },
    [setValue, empno, change],
  );
  return { empno, picker, choose };
}

interface Props {
  /** The screen's id: the select's id is made from it. */
  id: string;
  employee: ReturnType<typeof useEmployeeParam>;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** The Employee select of a screen about one employee at a time. */
export function EmployeeUrlPicker({ id, employee, options }: Props) {
  return (
    <div style={{ maxWidth: '32rem' }}>
      <Field
        form={employee.picker}
        name="employee"
        id={`${id}-employee`}
        label="Employee"
        onChange={employee.choose}
        options={options}
      />
    </div>
  );
}
