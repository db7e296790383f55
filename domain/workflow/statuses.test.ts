import { DocumentStatuses } from '../documents/enums';
import { DoneStatuses, isDoneStatus, OpenStatuses, stageOf, statusName, WorkflowStatuses } from './statuses';

describe('workflow statuses', () => {
  it("are the spec's document statuses, five free statuses included", () => {
    expect(Object.keys(WorkflowStatuses).sort()).toEqual([...DocumentStatuses].sort());
    for (const n of [1, 2, 3, 4, 5]) expect(WorkflowStatuses).toHaveProperty(`Free_Status_${n}`);
  });

  it('are done when Posted or Archived, open otherwise', () => {
    expect(DoneStatuses).toEqual(['Posted', 'Archived']);
    expect(isDoneStatus('Posted')).toBe(true);
    expect(isDoneStatus('Signed_Off')).toBe(false);
    expect(OpenStatuses).toHaveLength(DocumentStatuses.length - 2);
  });

  it('have default names in Dutch and English; other locales read the English one', () => {
    expect(statusName('Signed_Off', 'nl-NL')).toBe('Afgetekend');
    expect(statusName('Signed_Off', 'en-US')).toBe('Signed off');
    expect(statusName('Signed_Off', 'aa-ER')).toBe('Signed off');
  });

  it('place the work in stages: verify, handle, approve, post, done', () => {
    expect(stageOf('Imported')).toBe('Verify');
    expect(stageOf('In_Progress')).toBe('Handle');
    expect(stageOf('Pending')).toBe('Approve');
    expect(stageOf('Ready')).toBe('Post');
    expect(stageOf('Archived')).toBe('Done');
    expect(stageOf('Blocked')).toBe('Aside');
  });
});
