import { useForm, type FieldValues, type Path } from 'react-hook-form';

/**
 * A small form over values held elsewhere (the URL, a parent's state): its fields show the held values and follow
 * them when they change. `handTo` gives a field's change to its holder and shows the held value again until the
 * holder takes the change, as a controlled input would: a change the holder refuses (a form with unsaved changes
 * kept the page) or ignores (a date cleared) does not stay on show.
 */
export function useHeldForm<T extends FieldValues>(held: T) {
  // The held values are the form's defaults: resetting a field shows the held value.
  const form = useForm<T>({ values: held });
  const handTo = (name: Path<T>, take: (value: string) => void) => (value: string) => {
    take(value);
    form.resetField(name);
  };
  return { form, handTo };
}
