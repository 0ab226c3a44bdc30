import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { PosMenuItem } from '../../../kits/billing/domain/master-types';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

interface Props {
  /** The item line's menu entry (an item or a combo) the add-on goes with. */
  item: PosMenuItem;
  items: readonly PosMenuItem[];
  onAdd: (addOn: PosMenuItem) => void;
  onCancel: () => void;
}

/**
 * The add-ons offered with the item (its group's, and those for every item; a combo takes any), each added with one
 * press.
 */
export function AddOnDialog({ item, items, onAdd, onCancel }: Props) {
  const offered = items.filter(
    (entry) => entry.kind === 'ADDON' && (!entry.addOnFor || item.kind === 'COMBO' || entry.addOnFor === item.group),
  );
  return (
    <Modal show onHide={onCancel} aria-labelledby="add-on-title">
      <Modal.Header closeButton>
        <Modal.Title id="add-on-title" className="h5 text-break">
          Add-ons for {item.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {offered.length === 0 ? (
          <p>No add-on is offered with {item.name}.</p>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            {offered.map((addOn) => (
              <Button key={addOn.code} variant="outline-primary" onClick={() => onAdd(addOn)}>
                {addOn.name}, ₹{formatMoney(toPaise(addOn.rate))}
                {addOn.maxPerItem ? ` (at most ${addOn.maxPerItem} each)` : ''}
              </Button>
            ))}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Done
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
