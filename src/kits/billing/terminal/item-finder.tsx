import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame } from '../../../components/form/field-frame';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { PosMenuItem } from '../domain/master-types';
import { outletRateOf } from '../domain/item-tax';
import { findItems, type SearchEntry } from './item-search';
import { finderKey, moveHighlight } from './terminal-keys';

interface Props {
  index: readonly SearchEntry[];
  outlet: string;
  rates: Readonly<Record<string, Readonly<Record<string, number>>>>;
  onAdd: (item: PosMenuItem) => void;
  onMore: () => void;
  onLess: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Keyboard-first item search (a combobox): typing finds by code prefix or name, arrows move, Enter adds
 * the highlighted item; with the box empty, + and - change the selected line.
 */
export function ItemFinder({ index, outlet, rates, onAdd, onMore, onLess, inputRef }: Props) {
  const [query, setQuery] = useState('');
  const [at, setAt] = useState(0);
  const results = useMemo(() => findItems(index, query, 30), [index, query]);
  const highlighted = Math.min(at, Math.max(0, results.length - 1));

  const add = (item: PosMenuItem) => {
    onAdd(item);
    setQuery('');
    setAt(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = finderKey(event.key, query, results.length);
    if (!action) return;
    event.preventDefault();
    if (action === 'next' || action === 'previous')
      setAt(moveHighlight(highlighted, action === 'next' ? 1 : -1, results.length));
    else if (action === 'add') add(results[highlighted]!);
    else if (action === 'more') onMore();
    else onLess();
  };
  return (
    <div className="position-relative">
      <FieldFrame
        id="item-finder"
        label="Find an item"
        className=""
        help={
          <>
            Code or name<span className="keyboard-hint">; arrows and Enter add; + and - change the selected line</span>.
          </>
        }
      >
        <Form.Control
          id="item-finder"
          ref={inputRef}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls="item-finder-results"
          aria-activedescendant={results.length > 0 ? `item-option-${highlighted}` : undefined}
          aria-describedby="item-finder-help"
          value={query}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setAt(0);
          }}
        />
      </FieldFrame>
      <ul
        id="item-finder-results"
        role="listbox"
        aria-label="Items found"
        className={`list-group mt-1 ${results.length ? '' : 'd-none'}`}
        style={{ maxHeight: '16rem', overflowY: 'auto' }}
      >
        {results.map((item, position) => (
          <li
            key={item.code}
            id={`item-option-${position}`}
            role="option"
            aria-selected={position === highlighted}
            className={`list-group-item list-group-item-action d-flex justify-content-between gap-2 ${position === highlighted ? 'active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(item)}
          >
            <span className="text-break">
              {item.name} <span className="small">({item.code})</span>
            </span>
            <span className="text-nowrap">₹{formatMoney(toPaise(outletRateOf(item, outlet, rates)))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
