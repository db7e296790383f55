import { type DocumentStatus, DocumentStatuses } from '../documents/enums';
import { StatusStages, stageOf } from '../workflow/statuses';

/** Where a document's first history entry comes from: it had no status before. */
export const NoPreviousStatus: DocumentStatus = 'None';

/** How documents moved from one status to another within the period. */
export type DocumentFlowTransition = {
  FromStatus: DocumentStatus;
  ToStatus: DocumentStatus;
  /** The number of moves (a document that made the move twice counts twice). */
  Count: number;
  /** The number of distinct documents that made the move. */
  Documents: number;
};

/** How many moves entered and left a status within the period. */
export type DocumentFlowStatus = { Status: DocumentStatus; Entered: number; Left: number };

/** The answer of GetDocumentFlow. */
export type DocumentFlow = {
  /** Largest first. */
  Transitions: DocumentFlowTransition[];
  /** In the order of the workflow (stage, then status). */
  Statuses: DocumentFlowStatus[];
  /** The number of distinct documents that moved at all. */
  Documents: number;
};

/** A status's place in the workflow: its stage first, then its place among the statuses. */
export function flowOrder(status: DocumentStatus): number {
  return StatusStages.indexOf(stageOf(status)) * DocumentStatuses.length + DocumentStatuses.indexOf(status);
}

/** Transitions largest first; ties by documents, then in workflow order so the table never reshuffles. */
export function sortTransitions(transitions: readonly DocumentFlowTransition[]): DocumentFlowTransition[] {
  return [...transitions].sort(
    (a, b) =>
      b.Count - a.Count ||
      b.Documents - a.Documents ||
      flowOrder(a.FromStatus) - flowOrder(b.FromStatus) ||
      flowOrder(a.ToStatus) - flowOrder(b.ToStatus),
  );
}

/** All moves of the period. */
export function totalMoves(transitions: readonly DocumentFlowTransition[]): number {
  return transitions.reduce((total, transition) => total + transition.Count, 0);
}

/** The share (0–1) of all moves that one transition made; 0 when nothing moved. */
export function transitionShare(transition: DocumentFlowTransition, total: number): number {
  return total > 0 ? transition.Count / total : 0;
}

/**
 * Per status that any move touched, the moves that entered and left it. A move that keeps the status
 * (a second approval in Pending) neither enters nor leaves it; nothing leaves the None of a first entry.
 */
export function statusTotals(transitions: readonly DocumentFlowTransition[]): DocumentFlowStatus[] {
  const totals = new Map<DocumentStatus, DocumentFlowStatus>();
  const of = (status: DocumentStatus) => {
    const known = totals.get(status) ?? { Status: status, Entered: 0, Left: 0 };
    totals.set(status, known);
    return known;
  };
  for (const { FromStatus, ToStatus, Count } of transitions) {
    const to = of(ToStatus);
    const from = FromStatus === NoPreviousStatus ? null : of(FromStatus);
    if (FromStatus === ToStatus) continue;
    to.Entered += Count;
    if (from) from.Left += Count;
  }
  return [...totals.values()].sort((a, b) => flowOrder(a.Status) - flowOrder(b.Status));
}

/** The answer from the counted transitions and the number of distinct documents that moved. */
export function documentFlowOf(
  transitions: readonly DocumentFlowTransition[],
  documents: number,
): DocumentFlow {
  return {
    Transitions: sortTransitions(transitions),
    Statuses: statusTotals(transitions),
    Documents: documents,
  };
}
