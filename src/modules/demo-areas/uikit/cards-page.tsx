import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { CataloguePage, Example } from '../catalogue-page';

/**
 * UI kit: cards — plain, with header and footer, with a picture, with a list; the building block of every dashboard.
 */
export function CardsPage() {
  const [followed, setFollowed] = useState(false);
  return (
    <CataloguePage intro="Cards group one subject: a figure, a record's summary, a product.">
      <div className="row g-4">
        <div className="col-md-6 col-xl-4">
          <Example title="Plain card" source="Card, Card.Body, Card.Text (react-bootstrap)" className="h-100">
            <Card.Text>The Out-Patient desk opens at 8:00. Registration closes at 13:30 on Saturdays.</Card.Text>
            <Button
              variant={followed ? 'success' : 'primary'}
              aria-pressed={followed}
              onClick={() => setFollowed(!followed)}
            >
              {followed ? 'Following' : 'Follow updates'}
            </Button>
          </Example>
        </div>
        <div className="col-md-6 col-xl-4">
          <Example title="Header and footer" source="Card.Header, Card.Footer (react-bootstrap)" className="h-100">
            <Card>
              <Card.Header>Ward 3 — General medicine</Card.Header>
              <Card.Body>
                <Card.Text className="mb-0">28 beds, 23 occupied, 2 discharges due today.</Card.Text>
              </Card.Body>
              <Card.Footer className="text-muted small">Updated 10 minutes ago</Card.Footer>
            </Card>
          </Example>
        </div>
        <div className="col-md-6 col-xl-4">
          <Example
            title="Card with a picture"
            source="Card.Img (react-bootstrap); pictures from public/products"
            className="h-100"
          >
            <Card>
              <Card.Img
                variant="top"
                src="/products/boom-tower-speaker.svg"
                alt="A tall black tower speaker"
                style={{ maxHeight: 160, objectFit: 'contain' }}
              />
              <Card.Body>
                <Card.Title as="h3" className="h6">
                  Boom Tower Speaker
                </Card.Title>
                <Card.Text className="mb-0">80 W floor-standing party speaker.</Card.Text>
              </Card.Body>
            </Card>
          </Example>
        </div>
        <div className="col-md-6 col-xl-4">
          <Example title="Card with a list" source="Card with ListGroup variant=&quot;flush&quot;" className="h-100">
            <Card>
              <ListGroup variant="flush">
                <ListGroup.Item>Cash in hand: ₹ 12,480.00</ListGroup.Item>
                <ListGroup.Item>Bank (SBI current): ₹ 4,36,120.50</ListGroup.Item>
                <ListGroup.Item>Receivables: ₹ 2,18,900.00</ListGroup.Item>
              </ListGroup>
            </Card>
          </Example>
        </div>
        <div className="col-md-6 col-xl-4">
          <Example title="Coloured card" source="Card bg and text (react-bootstrap)" className="h-100">
            <Card bg="primary" text="white">
              <Card.Body>
                <Card.Title as="h3" className="h6">
                  Licence
                </Card.Title>
                <Card.Text className="mb-0">Valid up to 31-Mar-2027 for 25 users.</Card.Text>
              </Card.Body>
            </Card>
          </Example>
        </div>
      </div>
    </CataloguePage>
  );
}
