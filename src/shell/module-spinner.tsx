/** The 'ball-scale-multiple' spinner shown while a module's chunk loads. */
export function ModuleSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="module-spinner" role="status" aria-live="polite">
      <div className="ball-scale-multiple" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="full-page-spinner">
      <ModuleSpinner />
    </div>
  );
}
