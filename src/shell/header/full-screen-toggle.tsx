import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';

export function FullScreenToggle() {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const request = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    request?.catch(() => undefined);
  };
  return (
    <button
      type="button"
      className="btn btn-link header-icon d-none d-sm-inline-flex"
      aria-label="Full screen"
      aria-pressed={full}
      onClick={toggle}
    >
      {full ? <Minimize size={20} aria-hidden="true" /> : <Maximize size={20} aria-hidden="true" />}
    </button>
  );
}
