import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/form/field';
import { accountOptions, modeOptions, type MoneyAccount, type MoneyMode } from './money-modes';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's names of the mode and of the account. */
  mode: Path<T>;
  account: Path<T>;
  /** The fields' ids are `<idPrefix>-mode` and `<idPrefix>-account`. */
  idPrefix: string;
  labels: { mode: string; account: string };
  /** The form's names of the modes ("Bank" or "Bank (cheque, card, transfer)"). */
  modeLabels: Readonly<Record<MoneyMode, string>>;
  /** The user's accounts; the account select offers those of the mode chosen. */
  accounts: readonly MoneyAccount[];
  /** The selects' empty first choice ('Choose…' unless given; null: none, a mode and an account are always set). */
  choose?: string | null;
  /**
   * What a new mode does to the account: 'first', the mode's first account is put in (the one chosen stays while it
   * is of the mode); 'clear', the user chooses again; absent, nothing.
   */
  whenModeChanges?: 'first' | 'clear';
}

/** How the money moved: the mode (cash, bank, wallet) and the account of that mode it went into or came from. */
export function PaymentModeFields<T extends FieldValues>(props: Props<T>) {
  const { form, mode, account, idPrefix, labels, accounts, choose, whenModeChanges } = props;
  const chosen = String(useWatch({ control: form.control, name: mode }) ?? '');
  const put = (code: string) => form.setValue(account, code as PathValue<T, Path<T>>);
  useEffect(() => {
    if (whenModeChanges !== 'first') return;
    const ofMode = accountOptions(accounts, chosen);
    if (!ofMode.some((option) => option.value === form.getValues(account)))
      form.setValue(account, (ofMode[0]?.value ?? '') as PathValue<T, Path<T>>);
  }, [whenModeChanges, accounts, chosen, form, account]);
  return (
    <>
      <Field
        form={form}
        name={mode}
        id={`${idPrefix}-mode`}
        label={labels.mode}
        choose={choose}
        options={modeOptions(props.modeLabels)}
        onChange={whenModeChanges === 'clear' ? () => put('') : undefined}
      />
      <Field
        form={form}
        name={account}
        id={`${idPrefix}-account`}
        label={labels.account}
        choose={choose}
        options={accountOptions(accounts, chosen)}
      />
    </>
  );
}

interface BankProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's names of the bank details and of the mode. */
  name: Path<T>;
  mode: Path<T>;
  id: string;
}

/** A bank payment's cheque number or transfer reference, asked only when the mode is bank. */
export function BankDetailsField<T extends FieldValues>({ form, name, mode, id }: BankProps<T>) {
  const chosen = useWatch({ control: form.control, name: mode });
  if (chosen !== 'BAN') return null;
  return <Field form={form} name={name} id={id} label="Bank details" help="Cheque number or transfer reference." />;
}
