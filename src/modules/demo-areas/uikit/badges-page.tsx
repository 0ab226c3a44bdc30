import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { CataloguePage, Example } from '../catalogue-page';
import { BADGE_COLOURS, badgeText, badgeVariant } from './badge-colours';

/** UI kit: badges — the spec's colours (info, primary, success, warning, red), pills, and counts on buttons. */
export function BadgesPage() {
  return (
    <CataloguePage intro="Small labels: a product's badge, a status, a count. The colours are the spec's five.">
      <Example
        title="The badge colours"
        source="Badge (react-bootstrap) with badgeVariant() — src/modules/demo-areas/uikit/badge-colours.ts"
      >
        <ul className="list-inline mb-0">
          {BADGE_COLOURS.map((colour) => (
            <li key={colour} className="list-inline-item">
              <Badge bg={badgeVariant(colour)} text={badgeText(colour)}>
                {colour}
              </Badge>
            </li>
          ))}
        </ul>
      </Example>
      <Example title="Pills" source="Badge pill (react-bootstrap)">
        <ul className="list-inline mb-0">
          {BADGE_COLOURS.map((colour) => (
            <li key={colour} className="list-inline-item">
              <Badge pill bg={badgeVariant(colour)} text={badgeText(colour)}>
                {colour === 'red'
                  ? '22% off'
                  : colour === 'success'
                    ? 'Bestseller'
                    : colour === 'info'
                      ? 'New'
                      : colour === 'warning'
                        ? 'Hot'
                        : 'Waterproof'}
              </Badge>
            </li>
          ))}
        </ul>
      </Example>
      <Example title="Counts and headings" source="Badge inside Button and headings">
        <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
          <Button variant="primary">
            Inbox{' '}
            <Badge bg="light" text="dark">
              4
            </Badge>
            <span className="visually-hidden"> unread mails</span>
          </Button>
          <Button variant="outline-danger">
            Overdue <Badge bg="danger">12</Badge>
            <span className="visually-hidden"> invoices</span>
          </Button>
        </div>
        <p className="h5 mb-0">
          Trial balance <Badge bg="success">Agrees</Badge>
        </p>
      </Example>
    </CataloguePage>
  );
}
