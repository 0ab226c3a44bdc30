import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import type { PosMenuItem } from '../domain/master-types';
import { outletRateOf } from '../domain/item-tax';
import { ItemCombobox } from './item-combobox';
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
    <ItemCombobox
      id="item-finder"
      optionPrefix="item-option"
      label="Find an item"
      help={
        <>
          Code or name<span className="keyboard-hint">; arrows and Enter add; + and - change the selected line</span>.
        </>
      }
      inputRef={inputRef}
      text={query}
      onText={(text) => {
        setQuery(text);
        setAt(0);
      }}
      onKeyDown={onKeyDown}
      results={results}
      highlighted={highlighted}
      rateOf={(item) => outletRateOf(item, outlet, rates)}
      onPick={add}
    />
  );
}
