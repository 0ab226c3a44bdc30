import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { leadDto } from '../domain/lead-dto';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { leadName, movedStage } from '../domain/lead-rules';
import type { CrmLead } from '../domain/lead-types';
import { nameIn, ownerName, useLeadWrite, type LeadMasters } from './lead-api';

interface Props {
  leads: readonly CrmLead[];
  masters: LeadMasters;
  onOpen: (id: number) => void;
}

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The pipeline board: a column per stage; a card moves by drag and drop, or by keyboard (focus it, ← or → moves it one
 * stage), the move announced in the live region and saved as the lead's `lead_stage` (updateCRMLead).
 */
export function LeadBoard({ leads, masters, onOpen }: Props) {
  const allowed = useScreenPermission();
  const canMove = allowed('modify');
  const save = useLeadWrite(LEAD_ROUTES.updateLead);
  const [moved, setMoved] = useState<Record<number, number>>({});
  const [said, setSaid] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const stageOf = (lead: CrmLead) => moved[lead.id] ?? lead.lead_stage;
  useEffect(() => {
    if (focusId !== null) board.current?.querySelector<HTMLElement>(`[data-lead="${focusId}"]`)?.focus();
  }, [focusId, moved, leads]);
  const move = (lead: CrmLead, stage: number) => {
    if (!canMove || stage === stageOf(lead)) return;
    const before = stageOf(lead);
    setMoved((previous) => ({ ...previous, [lead.id]: stage }));
    setFocusId(lead.id);
    const name = leadName(lead);
    setSaid(`${name} moved to ${nameIn(masters.stages, stage)}; saving.`);
    save.mutate(
      { body: leadDto(lead, { lead_stage: stage }, lead.type_lead_cus), idempotencyKey: randomKey() },
      {
        onSuccess: () => setSaid(`${name} moved to ${nameIn(masters.stages, stage)}.`),
        onError: (error) => {
          setMoved((previous) => ({ ...previous, [lead.id]: before }));
          setSaid(`${name} was not moved: ${toApiError(error).message}`);
        },
      },
    );
  };
  const onKey = (event: KeyboardEvent, lead: CrmLead) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = movedStage(stageOf(lead), event.key === 'ArrowLeft' ? -1 : 1);
    if (next !== null) move(lead, next);
  };
  return (
    <div ref={board} aria-label="Pipeline board" role="region">
      <p id="lead-board-help" className="small text-body-secondary">
        {canMove
          ? 'Drag a card to another stage, or focus it and press ← or → to move it one stage.'
          : 'Each column is a stage.'}
      </p>
      <div className="d-flex gap-2 overflow-auto pb-2">
        {masters.stages.map((stage) => {
          const cards = leads.filter((lead) => stageOf(lead) === stage.id);
          return (
            <section
              key={stage.id}
              aria-labelledby={`lead-stage-${stage.id}`}
              className="border rounded p-2 bg-body-tertiary flex-shrink-0"
              style={{ width: '13rem' }}
              onDragOver={(event) => canMove && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                const lead = leads.find((one) => one.id === Number(event.dataTransfer.getData('text/plain')));
                if (lead) move(lead, stage.id);
              }}
            >
              <h3 id={`lead-stage-${stage.id}`} className="h6">
                {stage.name} <span className="badge text-bg-secondary">{cards.length}</span>
              </h3>
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {cards.map((lead) => (
                  <li key={lead.id}>
                    <button
                      type="button"
                      data-lead={lead.id}
                      className="card w-100 text-start p-2"
                      draggable={canMove}
                      aria-describedby="lead-board-help"
                      aria-label={`${leadName(lead)}${lead.company ? `, ${lead.company}` : ''}, ${ownerName(masters.owners, lead.lead_owner)}, ${stage.name}`}
                      onDragStart={(event) => event.dataTransfer.setData('text/plain', String(lead.id))}
                      onKeyDown={(event) => onKey(event, lead)}
                      onClick={() => onOpen(lead.id)}
                    >
                      {/* The spaces between the lines keep the visible text inside the card's name (axe's
                          label-content-name-mismatch). */}
                      <span className="fw-semibold d-block">{leadName(lead)}</span>{' '}
                      {lead.company && <span className="small d-block">{lead.company}</span>}{' '}
                      <span className="small text-body-secondary d-block">
                        {ownerName(masters.owners, lead.lead_owner)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <div aria-live="polite" role="status" className="visually-hidden">
        {said}
      </div>
    </div>
  );
}
