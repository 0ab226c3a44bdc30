import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last resort when a screen fails to render or its chunk cannot be fetched (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="blank-layout d-flex align-items-center justify-content-center">
      <div className="text-center p-4" role="alert">
        <h1 className="h4">This page could not be shown</h1>
        <p className="text-muted">Reload to try again. Nothing you saved is lost.</p>
        {detail && <p className="small text-muted">{detail}</p>}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}
