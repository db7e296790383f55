import type { RouteStep } from '../../../domain/workflow';
import { moveStep, newAutoRoute } from './autoRouteForm';
import { approvalActions } from './routeFields';

const steps: RouteStep[] = [
  { Action: 'Approve', SendToUserId: 'a' },
  { Action: 'SignOff', SendToUserId: 'b' },
  { Action: 'Approve', SendToUserId: 'c' },
];

describe('auto route form', () => {
  it('moves a step up and down, and leaves the ends alone', () => {
    expect(moveStep(steps, 1, -1).map((step) => step.SendToUserId)).toEqual(['b', 'a', 'c']);
    expect(moveStep(steps, 1, 1).map((step) => step.SendToUserId)).toEqual(['a', 'c', 'b']);
    expect(moveStep(steps, 0, -1)).toEqual(steps);
    expect(moveStep(steps, 2, 1)).toEqual(steps);
  });

  it('starts a new route active with one approval step, and offers approval actions only', () => {
    expect(newAutoRoute()).toMatchObject({ IsActive: true, Steps: [{ Action: 'Approve' }] });
    expect(approvalActions).toEqual(expect.arrayContaining(['Approve', 'SignOff']));
    expect(approvalActions).not.toContain('Block');
  });
});
