import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import type { PosMenuItem } from '../../../kits/billing/domain/master-types';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

interface Props {
  items: readonly PosMenuItem[];
  onAdd: (combo: PosMenuItem) => void;
  onCancel: () => void;
}

// The group and the combo picked of it ('': the group's first).
const schema = z.object({ group: z.string(), combo: z.string() });
type Values = z.infer<typeof schema>;

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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { group: groups[0]?.[0] ?? '', combo: '' },
  });
  const [group, chosen] = useWatch({ control: form.control, name: ['group', 'combo'] });
  const choices = combos.filter((combo) => combo.group === group);
  // Until the cashier picks one, the group's first combo is the one added.
  const pickedOf = (code: string) => choices.find((combo) => combo.code === code) ?? choices[0];
  const picked = pickedOf(chosen);
  const add = form.handleSubmit((values) => {
    const combo = pickedOf(values.combo);
    if (combo) onAdd(combo);
  });
  return (
    <Modal show onHide={onCancel} aria-labelledby="combo-title">
      <Form onSubmit={(event) => void add(event)} aria-labelledby="combo-title">
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
              <Field
                form={form}
                name="group"
                id="combo-group"
                label="Combo group"
                options={groups.map(([value, label]) => ({ value, label }))}
                choose={null}
                onChange={() => form.setValue('combo', '')}
              />
              <fieldset>
                <legend className="h6">Combo</legend>
                <Controller
                  control={form.control}
                  name="combo"
                  render={({ field }) => (
                    <>
                      {choices.map((combo) => (
                        <Form.Check
                          key={combo.code}
                          type="radio"
                          id={`combo-${combo.code}`}
                          name={field.name}
                          checked={picked?.code === combo.code}
                          onChange={() => field.onChange(combo.code)}
                          onBlur={field.onBlur}
                          label={`${combo.name}, ₹${formatMoney(toPaise(combo.rate))}: ${comboWords(combo, names)}`}
                        />
                      ))}
                    </>
                  )}
                />
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
