import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { toApiError } from '../../../lib/api/api-error';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { PipelineAnswer } from '../domain/lead-types';
import { useLeadRead } from './lead-api';

/** Lead pipeline (/crm/crm-rep-pipeline): leads by stage × source, the conversion rate and the open leads' ageing. */
export function PipelineReport() {
  const title = useCurrentScreen()?.title ?? 'Lead pipeline';
  const answer = useLeadRead<PipelineAnswer>(LEAD_ROUTES.pipeline);
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <Loading label="Loading the pipeline…" />;
  const { stages, sources, counts, total, won, converted, conversionRate, ageing } = answer.data;
  const cell = (stage: number, source: number) => counts[String(stage)]?.[String(source)] ?? 0;
  const stageTotal = (stage: number) => sources.reduce((sum, source) => sum + cell(stage, source.id), 0);
  const sourceTotal = (source: number) => stages.reduce((sum, stage) => sum + cell(stage.id, source), 0);
  return (
    <div>
      <h1 className="h3 mb-3">{title}</h1>
      <dl className="d-flex flex-wrap gap-4">
        <div>
          <dt>Leads in the pipeline</dt>
          <dd className="fs-4">{total}</dd>
        </div>
        <div>
          <dt>Won or converted</dt>
          <dd className="fs-4">{won + converted}</dd>
        </div>
        <div>
          <dt>Conversion rate</dt>
          <dd className="fs-4">{conversionRate.toFixed(1)}%</dd>
        </div>
      </dl>
      {total === 0 && <p>No lead yet: the table fills as leads are added.</p>}
      <div className="table-responsive">
        <table className="table table-sm table-bordered">
          <caption className="caption-top">
            Leads by stage and source (customers converted from leads counted at their stage)
          </caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              {sources.map((source) => (
                <th key={source.id} scope="col" className="text-end">
                  {source.name}
                </th>
              ))}
              <th scope="col" className="text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {stages.map((stage) => (
              <tr key={stage.id}>
                <th scope="row">{stage.name}</th>
                {sources.map((source) => (
                  <td key={source.id} className="text-end">
                    {cell(stage.id, source.id)}
                  </td>
                ))}
                <td className="text-end fw-semibold">{stageTotal(stage.id)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {sources.map((source) => (
                <td key={source.id} className="text-end fw-semibold">
                  {sourceTotal(source.id)}
                </td>
              ))}
              <td className="text-end fw-semibold">{total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <table className="table table-sm" style={{ maxWidth: '24rem' }}>
        <caption className="caption-top">Ageing of the open leads (days since added)</caption>
        <thead>
          <tr>
            <th scope="col">Age</th>
            <th scope="col" className="text-end">
              Open leads
            </th>
          </tr>
        </thead>
        <tbody>
          {ageing.map((band) => (
            <tr key={band.label}>
              <th scope="row" className="fw-normal">
                {band.label}
              </th>
              <td className="text-end">{band.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
