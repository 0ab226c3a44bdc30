import { useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { PosMenuItem } from '../../../kits/billing/domain/master-types';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

interface Props {
  items: readonly PosMenuItem[];
  onAdd: (combo: PosMenuItem) => void;
  onCancel: () => void;
}

/** A combo's items in words: "1 × Chicken dum biryani, 1 × Fresh lime juice". */
export const comboWords = (combo: PosMenuItem, names: ReadonlyMap<string, string>): string =>
  (combo.parts ?? []).map((part) => `${part.qty} × ${names.get(part.itemId) ?? part.itemId}`).join(', ');

/**
 * Combos by combo group: the cashier picks the group, then one of its combos (with its items and price), and adds it.
 */
export function ComboDialog({ items, onAdd, onCancel }: Props) {
  const combos = useMemo(() => items.filter((item) => item.kind === 'COMBO'), [items]);
  const names = useMemo(() => new Map(items.map((item) => [item.code, item.name])), [items]);
  const groups = useMemo(() => [...new Map(combos.map((combo) => [combo.group, combo.groupName])).entries()], [combos]);
  const [group, setGroup] = useState(groups[0]?.[0] ?? '');
  const choices = combos.filter((combo) => combo.group === group);
  const [chosen, setChosen] = useState('');
  const picked = choices.find((combo) => combo.code === chosen) ?? choices[0];
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (picked) onAdd(picked);
  };
  return (
    <Modal show onHide={onCancel} aria-labelledby="combo-title">
      <Form onSubmit={add} aria-labelledby="combo-title">
        <Modal.Header closeButton>
          <Modal.Title id="combo-title" className="h5">
            Add a combo
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {groups.length === 0 ? (
            <p>No combo is on the menu today.</p>
          ) : (
            <>
              <Form.Group controlId="combo-group" className="mb-3">
                <Form.Label>Combo group</Form.Label>
                <Form.Select
                  value={group}
                  onChange={(event) => {
                    setGroup(event.target.value);
                    setChosen('');
                  }}
                >
                  {groups.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <fieldset>
                <legend className="h6">Combo</legend>
                {choices.map((combo) => (
                  <Form.Check
                    key={combo.code}
                    type="radio"
                    id={`combo-${combo.code}`}
                    name="combo"
                    checked={picked?.code === combo.code}
                    onChange={() => setChosen(combo.code)}
                    label={`${combo.name}, ₹${formatMoney(toPaise(combo.rate))}: ${comboWords(combo, names)}`}
                  />
                ))}
              </fieldset>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!picked}>
            Add the combo
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
