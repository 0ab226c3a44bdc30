import { Info } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import Tooltip from 'react-bootstrap/Tooltip';
import { CataloguePage, Example } from '../catalogue-page';

const PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const;

/**
 * UI kit: popovers — OverlayTrigger on buttons (so Tab and Enter reach them), closing with Escape or a click outside;
 * tooltips on focus.
 */
export function PopoversPage() {
  return (
    <CataloguePage intro="Extra words on demand. Every trigger is a button: Tab to it, press Enter to open, Escape to close.">
      <Example
        title="Popovers on click"
        source="OverlayTrigger trigger=&quot;click&quot; rootClose + Popover (react-bootstrap)"
      >
        <div className="d-flex flex-wrap gap-2">
          {PLACEMENTS.map((placement) => (
            <OverlayTrigger
              key={placement}
              trigger="click"
              rootClose
              placement={placement}
              overlay={
                <Popover id={`popover-${placement}`}>
                  <Popover.Header as="h3">Popover on the {placement}</Popover.Header>
                  <Popover.Body>Press Escape or click elsewhere to close it.</Popover.Body>
                </Popover>
              }
            >
              <Button variant="outline-primary">Popover on the {placement}</Button>
            </OverlayTrigger>
          ))}
        </div>
      </Example>
      <Example title="Help beside a field" source="OverlayTrigger + Popover on an icon button with a name">
        <p className="mb-0">
          GSTIN{' '}
          <OverlayTrigger
            trigger="click"
            rootClose
            placement="right"
            overlay={
              <Popover id="popover-gstin">
                <Popover.Header as="h3">What is a GSTIN?</Popover.Header>
                <Popover.Body>
                  15 characters: state code, PAN, entity number, Z and a check character, e.g. 09AAACS1234F1Z5.
                </Popover.Body>
              </Popover>
            }
          >
            <Button variant="link" size="sm" className="p-0 align-baseline" aria-label="What is a GSTIN?">
              <Info size={16} aria-hidden="true" />
            </Button>
          </OverlayTrigger>
        </p>
      </Example>
      <Example
        title="Tooltips on hover and focus"
        source="OverlayTrigger trigger={['hover', 'focus']} + Tooltip (react-bootstrap)"
      >
        <div className="d-flex flex-wrap gap-2">
          {PLACEMENTS.map((placement) => (
            <OverlayTrigger
              key={placement}
              placement={placement}
              trigger={['hover', 'focus']}
              overlay={<Tooltip id={`tooltip-${placement}`}>Tooltip on the {placement}</Tooltip>}
            >
              <Button variant="outline-secondary">Tooltip on the {placement}</Button>
            </OverlayTrigger>
          ))}
        </div>
      </Example>
    </CataloguePage>
  );
}
