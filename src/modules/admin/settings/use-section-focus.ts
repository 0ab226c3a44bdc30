import { useEffect } from 'react';

/**
 * Brings the section named by `?section=` into view and moves the focus to its heading, once its heading is on the
 * page (the sections load their settings first). A person using a screen reader hears where they have arrived.
 */
export function useSectionFocus(section: string | null): void {
  useEffect(() => {
    if (!section) return;
    const focus = (): boolean => {
      const heading = document.getElementById(`${section}-title`);
      if (!heading) return false;
      heading.scrollIntoView?.({ block: 'start' });
      heading.focus();
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [section]);
}
