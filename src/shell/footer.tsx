/**
 * The admin layout's footer: the year and company copyright. It links to no documentation: the
 * project's documentation is its README, which the built app does not serve, and the component
 * library's site is not this product's documentation.
 */
export function Footer({ company }: { company: string }) {
  return (
    <footer className="main-footer d-flex flex-wrap justify-content-between gap-2">
      <span>
        © {new Date().getFullYear()} {company}. All rights reserved.
      </span>
    </footer>
  );
}
