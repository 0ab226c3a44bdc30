/** The component documentation the default demo menu's "Doc" entry also opens. */
export const DOCUMENTATION_URL = 'https://react-bootstrap.github.io/';

/** The admin layout's footer: the year and company copyright, and the external documentation (in a new tab). */
export function Footer({ company }: { company: string }) {
  return (
    <footer className="main-footer d-flex flex-wrap justify-content-between gap-2">
      <span>
        © {new Date().getFullYear()} {company}. All rights reserved.
      </span>
      <a href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer">
        Documentation<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </footer>
  );
}
