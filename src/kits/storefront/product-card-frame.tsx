import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import type { Product } from '../../lib/api/products-api';

/** How a product badge's colour shows: its Bootstrap background, and dark text where the background is light. */
export interface BadgeColours {
  background: (colour: string) => string;
  text: (colour: string) => 'dark' | undefined;
}

interface Props {
  product: Product;
  /** The name's id: the card is labelled by it. */
  titleId: string;
  /** The name's heading level on its page. */
  titleAs: 'h2' | 'h3';
  /** The name as shown (bare, or a link to the product's page). */
  title: ReactNode;
  badgeColours: BadgeColours;
  /** What follows the name and subtitle: rating, price, the card's action. */
  children: ReactNode;
}

/** A product's card: picture with the product's badge over it, name, subtitle, then what the caller adds. */
export function ProductCardFrame({ product, titleId, titleAs, title, badgeColours, children }: Props) {
  return (
    <Card as="article" aria-labelledby={titleId} className="h-100">
      <div className="position-relative">
        <Card.Img
          variant="top"
          src={product.photo}
          alt=""
          style={{ height: 160, objectFit: 'contain' }}
          className="p-3"
        />
        {product.badge && (
          <Badge
            bg={badgeColours.background(product.badge.color)}
            text={badgeColours.text(product.badge.color)}
            className="position-absolute top-0 start-0 m-2"
          >
            {product.badge.text}
          </Badge>
        )}
      </div>
      <Card.Body className="d-flex flex-column">
        <Card.Title as={titleAs} id={titleId} className="h6 mb-1">
          {title}
        </Card.Title>
        {product.subtitle && <Card.Subtitle className="small text-muted mb-2">{product.subtitle}</Card.Subtitle>}
        {children}
      </Card.Body>
    </Card>
  );
}
