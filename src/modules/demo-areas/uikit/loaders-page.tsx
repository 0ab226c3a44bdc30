import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { Loading } from '../../../components/load-state';
import { CataloguePage, Example } from '../catalogue-page';

const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

/**
 * The shell's module spinner, drawn with the same classes (modules may not import the shell, so this copies
 * src/shell/module-spinner.tsx's markup; the look comes from src/styles/_spinner.scss).
 */
function ModuleSpinnerSample() {
  return (
    <div className="module-spinner" role="status" aria-live="polite">
      <div className="ball-scale-multiple" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <span className="visually-hidden">Loading the sample module</span>
    </div>
  );
}

/** UI kit: loaders — the module spinner, react-bootstrap spinners, the Loading line, placeholders and progress. */
export function LoadersPage() {
  const [placeholders, setPlaceholders] = useState(true);
  return (
    <CataloguePage intro="What the user sees while something is on its way. Every loader tells screen readers what it waits for.">
      <Example
        title="Module spinner"
        source="ModuleSpinner ('ball-scale-multiple') — src/shell/module-spinner.tsx, src/styles/_spinner.scss"
      >
        <div style={{ minHeight: 80 }} className="position-relative">
          <ModuleSpinnerSample />
        </div>
      </Example>
      <Example title="Spinners" source="Spinner animation=&quot;border&quot; | &quot;grow&quot; (react-bootstrap)">
        <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
          {VARIANTS.map((variant) => (
            <Spinner key={variant} animation="border" variant={variant} role="status">
              <span className="visually-hidden">Loading ({variant})</span>
            </Spinner>
          ))}
        </div>
        <div className="d-flex flex-wrap gap-3 align-items-center">
          {VARIANTS.map((variant) => (
            <Spinner key={variant} animation="grow" variant={variant} size="sm" role="status">
              <span className="visually-hidden">Loading ({variant}, growing)</span>
            </Spinner>
          ))}
        </div>
      </Example>
      <Example title="Loading line" source="Loading — src/components/load-state.tsx">
        <Loading label="Loading the vouchers…" />
      </Example>
      <Example title="Placeholders" source="Placeholder (react-bootstrap), animation glow and wave">
        <Card style={{ maxWidth: 360 }} className="mb-3" aria-busy={placeholders}>
          <Card.Body>
            {placeholders ? (
              <>
                <Placeholder as="p" animation="glow" aria-hidden="true">
                  <Placeholder xs={6} />
                </Placeholder>
                <Placeholder as="p" animation="wave" aria-hidden="true">
                  <Placeholder xs={7} /> <Placeholder xs={4} /> <Placeholder xs={4} /> <Placeholder xs={6} />
                </Placeholder>
                <Placeholder.Button variant="primary" xs={4} aria-hidden="true" />
                <span className="visually-hidden">Loading the patient's card</span>
              </>
            ) : (
              <>
                <Card.Title as="h3" className="h6">
                  Asha Verma
                </Card.Title>
                <Card.Text>Cardiology, bed 12. Admitted 04-Jun-2025. Next review at 16:00.</Card.Text>
                <Button size="sm">Open the chart</Button>
              </>
            )}
          </Card.Body>
        </Card>
        <Button variant="outline-primary" size="sm" onClick={() => setPlaceholders(!placeholders)}>
          {placeholders ? 'Show the loaded card' : 'Show the placeholders again'}
        </Button>
      </Example>
      <Example title="Progress" source="ProgressBar animated striped (react-bootstrap)">
        <ProgressBar animated now={65} label="65%" aria-label="Import progress" />
      </Example>
    </CataloguePage>
  );
}
