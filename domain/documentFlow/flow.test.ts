import {
  type DocumentFlowTransition,
  documentFlowOf,
  flowOrder,
  sortTransitions,
  statusTotals,
  totalMoves,
  transitionShare,
} from './flow';

const move = (
  FromStatus: DocumentFlowTransition['FromStatus'],
  ToStatus: DocumentFlowTransition['ToStatus'],
  Count: number,
  Documents = Count,
): DocumentFlowTransition => ({ FromStatus, ToStatus, Count, Documents });

describe('the transitions', () => {
  it('come largest first, then by documents, then in workflow order', () => {
    const transitions = [
      move('Ready', 'Posted', 2),
      move('Imported', 'In_Progress', 5),
      move('Pending', 'Signed_Off', 3, 1),
      move('Pending', 'Pending', 3, 2),
      move('None', 'Imported', 2),
    ];
    expect(sortTransitions(transitions).map((t) => `${t.FromStatus}>${t.ToStatus}`)).toEqual([
      'Imported>In_Progress',
      'Pending>Pending',
      'Pending>Signed_Off',
      'None>Imported',
      'Ready>Posted',
    ]);
  });

  it('leaves the given list as it was', () => {
    const transitions = [move('Ready', 'Posted', 1), move('Imported', 'In_Progress', 2)];
    sortTransitions(transitions);
    expect(transitions[0].FromStatus).toBe('Ready');
  });

  it('each have their share of all moves', () => {
    const transitions = [move('Imported', 'In_Progress', 3), move('In_Progress', 'Pending', 1)];
    const total = totalMoves(transitions);
    expect(total).toBe(4);
    expect(transitions.map((transition) => transitionShare(transition, total))).toEqual([0.75, 0.25]);
    expect(transitionShare(move('Imported', 'In_Progress', 0), 0)).toBe(0);
  });
});

describe('the workflow order of statuses', () => {
  it('follows the stages: entry, verify, handle, approve, post, done, aside', () => {
    const order = ['Blocked', 'Posted', 'Ready', 'Pending', 'In_Progress', 'Imported', 'None'] as const;
    expect([...order].sort((a, b) => flowOrder(a) - flowOrder(b))).toEqual([...order].reverse());
  });
});

describe('the per-status totals', () => {
  it('count the moves that entered and left each status, in workflow order', () => {
    expect(
      statusTotals([
        move('In_Progress', 'Pending', 4),
        move('None', 'Imported', 6),
        move('Imported', 'In_Progress', 5),
        move('Pending', 'Signed_Off', 3),
        move('Pending', 'In_Progress', 1),
      ]),
    ).toEqual([
      { Status: 'Imported', Entered: 6, Left: 5 },
      { Status: 'In_Progress', Entered: 6, Left: 4 },
      { Status: 'Pending', Entered: 4, Left: 4 },
      { Status: 'Signed_Off', Entered: 3, Left: 0 },
    ]);
  });

  it('neither enter nor leave a status for a move that keeps it, but still list the status', () => {
    expect(statusTotals([move('Pending', 'Pending', 2), move('In_Progress', 'Pending', 1)])).toEqual([
      { Status: 'In_Progress', Entered: 0, Left: 1 },
      { Status: 'Pending', Entered: 1, Left: 0 },
    ]);
  });

  it('never let anything leave the None of a first history entry', () => {
    expect(statusTotals([move('None', 'Imported', 2)])).toEqual([
      { Status: 'Imported', Entered: 2, Left: 0 },
    ]);
  });

  it('are empty when nothing moved', () => {
    expect(statusTotals([])).toEqual([]);
  });
});

describe('the answer', () => {
  it('holds the sorted transitions, the status totals and the documents that moved', () => {
    const flow = documentFlowOf([move('Imported', 'In_Progress', 1), move('None', 'Imported', 2)], 2);
    expect(flow).toEqual({
      Transitions: [move('None', 'Imported', 2), move('Imported', 'In_Progress', 1)],
      Statuses: [
        { Status: 'Imported', Entered: 2, Left: 1 },
        { Status: 'In_Progress', Entered: 1, Left: 0 },
      ],
      Documents: 2,
    });
  });
});
