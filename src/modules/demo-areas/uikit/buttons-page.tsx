import { Download, Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { CataloguePage, Example } from '../catalogue-page';

const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark', 'link'] as const;

/** Icon-only buttons: the icon is decorative, the name is the aria-label. */
const ICON_BUTTONS = [
  ['Add a record', Plus],
  ['Edit', Pencil],
  ['Print', Printer],
  ['Export to Excel', Download],
  ['Delete', Trash2],
] as const;

/** UI kit: buttons — variants, outlines, sizes, disabled, and icon buttons (lucide-react) with names. */
export function ButtonsPage() {
  const [last, setLast] = useState<string | null>(null);
  return (
    <CataloguePage intro="Buttons as the screens use them: one primary action per form, outlines for the others, icons with names.">
      <Example title="Variants" source="Button variant (react-bootstrap)">
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} className="text-capitalize" onClick={() => setLast(variant)}>
              {variant}
            </Button>
          ))}
        </div>
      </Example>
      <Example title="Outline buttons" source="Button variant=&quot;outline-*&quot;">
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.filter((variant) => variant !== 'link').map((variant) => (
            <Button
              key={variant}
              variant={`outline-${variant}`}
              className="text-capitalize"
              onClick={() => setLast(`outline ${variant}`)}
            >
              {variant}
            </Button>
          ))}
        </div>
      </Example>
      <Example title="Sizes and states" source="Button size, disabled, active; ButtonGroup">
        <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
          <Button size="lg" onClick={() => setLast('large')}>
            Large
          </Button>
          <Button onClick={() => setLast('default')}>Default</Button>
          <Button size="sm" onClick={() => setLast('small')}>
            Small
          </Button>
          <Button disabled>Disabled</Button>
          <Button variant="outline-secondary" active aria-pressed="true">
            Active
          </Button>
        </div>
        <ButtonGroup aria-label="Period">
          {['Day', 'Week', 'Month'].map((period) => (
            <Button key={period} variant="outline-primary" onClick={() => setLast(period)}>
              {period}
            </Button>
          ))}
        </ButtonGroup>
      </Example>
      <Example title="Icon buttons" source="Button with lucide-react icons; aria-label names icon-only buttons">
        <div className="d-flex flex-wrap gap-2 mb-3">
          {ICON_BUTTONS.map(([name, Icon]) => (
            <Button key={name} variant="outline-primary" aria-label={name} title={name} onClick={() => setLast(name)}>
              <Icon size={16} aria-hidden="true" />
            </Button>
          ))}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => setLast('New voucher')}>
            <Plus size={16} aria-hidden="true" className="me-1" />
            New voucher
          </Button>
          <Button variant="outline-secondary" onClick={() => setLast('Print list')}>
            <Printer size={16} aria-hidden="true" className="me-1" />
            Print list
          </Button>
        </div>
      </Example>
      <p role="status" aria-live="polite" className="text-muted">
        {last ? `You pressed: ${last}.` : 'Press a button: its name shows here.'}
      </p>
    </CataloguePage>
  );
}
