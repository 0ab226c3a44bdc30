import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate } from 'react-router-dom';
import { LAYOUTS, withLayoutPrefix, type LayoutName } from '../lib/ui/layouts';
import { SIDEBAR_COLOR_DELAY_MS, SIDEBAR_COLORS, type SidebarColorName } from '../lib/ui/sidebar-colors';
import { useUiStore } from '../lib/ui/ui-store';
import { useLayoutName } from '../lib/ui/use-layout-name';

/** Layout, sidebar colour and text direction; all remembered across reloads. */
export function Customizer() {
  const { customizerOpen, setCustomizerOpen, sidebarColor, setSidebarColor, rtl, setRtl, setLayout } = useUiStore();
  const layout = useLayoutName();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (customizerOpen) closeRef.current?.focus();
  }, [customizerOpen]);
  if (!customizerOpen) return null;

  const chooseLayout = (name: LayoutName) => {
    setLayout(name);
    navigate(`${withLayoutPrefix(pathname, name)}${search}`, { replace: true });
  };
  const chooseColor = (name: SidebarColorName) => {
    window.setTimeout(() => setSidebarColor(name), SIDEBAR_COLOR_DELAY_MS);
  };

  return (
    <aside
      className="customizer"
      role="dialog"
      aria-modal="false"
      aria-labelledby="customizer-title"
      onKeyDown={(event) => event.key === 'Escape' && setCustomizerOpen(false)}
    >
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 id="customizer-title" className="h6 mb-0">
          Customize
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="btn btn-link p-0"
          aria-label="Close the customizer"
          onClick={() => setCustomizerOpen(false)}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <fieldset className="mb-3">
        <legend className="fs-6">Layout</legend>
        {LAYOUTS.map((option) => (
          <Form.Check
            key={option.name}
            type="radio"
            id={`layout-${option.name}`}
            name="layout"
            label={option.title}
            checked={layout === option.name}
            onChange={() => chooseLayout(option.name)}
          />
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6">Sidebar colour</legend>
        <div className="d-flex flex-wrap gap-2">
          {SIDEBAR_COLORS.map((color) => (
            <button
              key={color.name}
              type="button"
              className={`color-swatch${sidebarColor === color.name ? ' active' : ''}`}
              style={{ background: color.value }}
              aria-label={color.label}
              aria-pressed={sidebarColor === color.name}
              onClick={() => chooseColor(color.name)}
            />
          ))}
        </div>
      </fieldset>
      <Form.Check
        type="switch"
        id="customizer-rtl"
        label="Right to left"
        checked={rtl}
        onChange={(event) => setRtl(event.currentTarget.checked)}
      />
    </aside>
  );
}
