import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import type { PosMenuItem } from '../../../../kits/billing/domain/master-types';
import { ItemCombobox } from '../../../../kits/billing/terminal/item-combobox';
import { findItems } from '../../../../kits/billing/terminal/item-search';
import { moveHighlight } from '../../../../kits/billing/terminal/terminal-keys';
import { readEntry, readQuantity, type CounterCatalogue } from '../domain/counter-entry';

interface Props {
  catalogue: CounterCatalogue;
  rateOf: (item: PosMenuItem) => number;
  onAdd: (item: PosMenuItem, qty: number) => void;
  onRefused: (message: string) => void;
  /** With the box empty: + and - on the selected line, arrows move the selection, Delete removes it. */
  onStep: (step: 1 | -1) => void;
  onMove: (step: 1 | -1) => void;
  onRemove: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The counter's entry: a scanner types the barcode and Enter (one added); the cashier types an item code, or
 * `3*code`, or the quantity in its own box; anything else searches names and codes (arrows, Enter adds the
 * highlighted one). A code that names no item is refused with its words and the box is emptied for the next scan.
 */
export function CounterEntryBox({ catalogue, rateOf, onAdd, onRefused, onStep, onMove, onRemove, inputRef }: Props) {
  const [text, setText] = useState('');
  const qtyForm = useForm({ defaultValues: { qty: '1' } });
  const qtyText = useWatch({ control: qtyForm.control, name: 'qty' });
  const [at, setAt] = useState(0);
  const quantity = useMemo(() => readQuantity(qtyText), [qtyText]);
  const entry = useMemo(
    () => readEntry(catalogue, text, 'qty' in quantity ? quantity.qty : 1),
    [catalogue, text, quantity],
  );
  const results = useMemo(
    () => (entry.kind === 'search' ? findItems(catalogue.search, entry.query, 30) : []),
    [catalogue, entry],
  );
  const highlighted = Math.min(at, Math.max(0, results.length - 1));

  const added = (item: PosMenuItem, qty: number) => {
    onAdd(item, qty);
    setText('');
    qtyForm.setValue('qty', '1');
    setAt(0);
  };
  const enter = () => {
    if ('problem' in quantity) return onRefused(`Quantity: ${quantity.problem}`);
    if (entry.kind === 'add') return added(entry.item, entry.qty);
    if (entry.kind === 'refused') {
      onRefused(entry.message);
      return setText('');
    }
    if (entry.kind === 'search') {
      const item = results[highlighted];
      if (item) return added(item, entry.qty);
      return onRefused(`No item matches ${entry.query}.`);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const empty = text.trim() === '';
    const searching = results.length > 0;
    const act = (work: () => void) => {
      event.preventDefault();
      work();
    };
    if (event.key === 'Enter') act(enter);
    else if (event.key === 'ArrowDown')
      act(() => (searching ? setAt(moveHighlight(highlighted, 1, results.length)) : onMove(1)));
    else if (event.key === 'ArrowUp')
      act(() => (searching ? setAt(moveHighlight(highlighted, -1, results.length)) : onMove(-1)));
    else if (empty && event.key === '+') act(() => onStep(1));
    else if (empty && event.key === '-') act(() => onStep(-1));
    else if (empty && event.key === 'Delete') act(onRemove);
  };

  return (
    <div className="row g-2 align-items-start">
      <Field
        form={qtyForm}
        name="qty"
        id="counter-qty"
        label="Quantity"
        type="quantity"
        className="col-4 col-sm-3 col-xl-2"
        problem={'problem' in quantity ? quantity.problem : undefined}
      />
      <ItemCombobox
        id="counter-entry"
        optionPrefix="counter-option"
        label="Code, barcode or name"
        className="col position-relative"
        help={
          <>
            Scan, or type a code and Enter; 3*code for three; a name lists matches. With the box empty: + and - change
            the selected line, arrows move, Delete removes it.
          </>
        }
        inputRef={inputRef}
        text={text}
        onText={(typed) => {
          setText(typed);
          setAt(0);
        }}
        onKeyDown={onKeyDown}
        results={results}
        highlighted={highlighted}
        rateOf={rateOf}
        onPick={(item) => added(item, entry.kind === 'search' ? entry.qty : 1)}
      />
    </div>
  );
}
