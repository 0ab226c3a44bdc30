export function Footer({ company }: { company: string }) {
  return (
    <footer className="main-footer">
      © {new Date().getFullYear()} {company}. All rights reserved.
    </footer>
  );
}
