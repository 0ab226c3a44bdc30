import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ShopAccountLink } from './shop-account-link';

interface Props {
  /** The brand, a link to the front page. */
  home: ReactNode;
  /** The navigation's name ("Shop", "Store"). */
  navLabel: string;
  /** The page links, each a NavItem; the way in or back to work follows them. */
  links: ReactNode;
  children: ReactNode;
}

/** The frame the shop and the stores share (public pages): brand, page links, the way in or back to work, the page. */
export function StorefrontFrame({ home, navLabel, links, children }: Props) {
  return (
    <div className="shop container py-3">
      <header className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4 border-bottom pb-3">
        {home}
        <nav aria-label={navLabel}>
          <ul className="nav gap-1 align-items-center">
            {links}
            <NavItem>
              <ShopAccountLink />
            </NavItem>
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}

/** One entry of the frame's navigation. */
export function NavItem({ children }: { children: ReactNode }) {
  return <li className="nav-item">{children}</li>;
}

/** A page link of the frame; `end` keeps the front page's link from staying current under its sub-pages. */
export function PageLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavItem>
      <NavLink end={end} to={to} className="nav-link">
        {children}
      </NavLink>
    </NavItem>
  );
}

/** The cart's or basket's link: its word, an icon and the count of pieces in it (all three in its name). */
export function PiecesLink({
  to,
  word,
  icon: Icon,
  pieces,
}: {
  to: string;
  word: string;
  icon: LucideIcon;
  pieces: number;
}) {
  return (
    <NavLink to={to} className="nav-link" aria-label={`${word}, ${pieces} ${pieces === 1 ? 'item' : 'items'}`}>
      <Icon size={18} aria-hidden="true" className="me-1" />
      {word} <span className="badge text-bg-primary">{pieces}</span>
    </NavLink>
  );
}
