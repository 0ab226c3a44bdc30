import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { toApiError } from '../../../lib/api/api-error';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { PipelineAnswer } from '../domain/lead-types';
import { useLeadRead } from './lead-api';

type Stage = PipelineAnswer['stages'][number];

const AGEING_COLUMNS: ReadonlyArray<TableColumn<PipelineAnswer['ageing'][number]>> = [
  { label: 'Age', cell: (band) => band.label, className: 'fw-normal' },
  { label: 'Open leads', cell: (band) => band.count, numeric: true },
];

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
      <DataTable
        rows={stages}
        columns={[
          { label: 'Stage', cell: (stage) => stage.name, total: 'Total' },
          ...sources.map(
            (source): TableColumn<Stage> => ({
              label: source.name,
              cell: (stage) => cell(stage.id, source.id),
              numeric: true,
              total: sourceTotal(source.id),
            }),
          ),
          { label: 'Total', cell: (stage) => stageTotal(stage.id), numeric: true, className: 'fw-semibold', total },
        ]}
        rowKey={(stage) => stage.id}
        caption="Leads by stage and source (customers converted from leads counted at their stage)"
        tableClassName="table table-sm table-bordered"
      />
      <div style={{ maxWidth: '24rem' }}>
        <DataTable
          rows={ageing}
          columns={AGEING_COLUMNS}
          rowKey={(band) => band.label}
          caption="Ageing of the open leads (days since added)"
          tableClassName="table table-sm"
          responsive={false}
        />
      </div>
    </div>
  );
}
