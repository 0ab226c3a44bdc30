import type { KeyboardEvent, ReactNode, Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame } from '../../../components/form/field-frame';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { PosMenuItem } from '../domain/master-types';

interface Props {
  /** The box's id; its list is `<id>-results` and its help `<id>-help`. */
  id: string;
  /** The options' ids are `<optionPrefix>-<position>`. */
  optionPrefix: string;
  label: string;
  help: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  text: string;
  /** What is typed; the owner starts the highlight again at the top. */
  onText: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  results: readonly PosMenuItem[];
  highlighted: number;
  rateOf: (item: PosMenuItem) => number;
  onPick: (item: PosMenuItem) => void;
}

/**
 * A box that finds menu items as one types (a combobox) and lists them with their rates; the owner reads the keys.
 * A click picks an item without taking the focus from the box.
 */
export function ItemCombobox({
  id,
  optionPrefix,
  label,
  help,
  className = 'position-relative',
  inputRef,
  text,
  onText,
  onKeyDown,
  results,
  highlighted,
  rateOf,
  onPick,
}: Props) {
  return (
    <div className={className}>
      <FieldFrame id={id} label={label} className="" help={help}>
        <Form.Control
          id={id}
          ref={inputRef}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={results.length > 0 ? `${optionPrefix}-${highlighted}` : undefined}
          aria-describedby={`${id}-help`}
          value={text}
          onKeyDown={onKeyDown}
          onChange={(event) => onText(event.target.value)}
        />
      </FieldFrame>
      <ul
        id={`${id}-results`}
        role="listbox"
        aria-label="Items found"
        className={`list-group mt-1 ${results.length ? '' : 'd-none'}`}
        style={{ maxHeight: '16rem', overflowY: 'auto' }}
      >
        {results.map((item, position) => (
          <li
            key={item.code}
            id={`${optionPrefix}-${position}`}
            role="option"
            aria-selected={position === highlighted}
            className={`list-group-item list-group-item-action d-flex justify-content-between gap-2 ${position === highlighted ? 'active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item)}
          >
            <span className="text-break">
              {item.name} <span className="small">({item.code})</span>
            </span>
            <span className="text-nowrap">₹{formatMoney(toPaise(rateOf(item)))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
