import { turnBox } from '../../../domain/recognition/pageTurn';
import { confidenceLevel, overlayStyle } from './overlay';

describe('a recognised box on the page', () => {
  it('is placed in percent of the page as shown', () => {
    expect(overlayStyle([0.1, 0.2, 0.3, 0.05], 0)).toEqual({
      left: '10.00%',
      top: '20.00%',
      width: '30.00%',
      height: '5.00%',
    });
  });

  it('turns with the page, a quarter at a time', () => {
    const box: [number, number, number, number] = [0.1, 0.2, 0.3, 0.05];
    expect(turnBox(box, 90).map((v) => Number(v.toFixed(4)))).toEqual([0.75, 0.1, 0.05, 0.3]);
    expect(turnBox(box, 180).map((v) => Number(v.toFixed(4)))).toEqual([0.6, 0.75, 0.3, 0.05]);
    expect(turnBox(box, 270).map((v) => Number(v.toFixed(4)))).toEqual([0.2, 0.6, 0.05, 0.3]);
    expect(turnBox(box, 360)).toEqual(box);
    // Four quarter turns bring it back.
    const round = turnBox(turnBox(turnBox(turnBox(box, 90), 90), 90), 90);
    expect(round.map((v) => Number(v.toFixed(6)))).toEqual(box);
  });

  it('stays on the page when recognition reports a box over the edge', () => {
    const style = overlayStyle([0.9, 0.95, 0.3, 0.2], 0);
    expect(style.width).toBe('10.00%');
    expect(style.height).toBe('5.00%');
  });
});

describe('the confidence indicator', () => {
  it('has three levels', () => {
    expect(confidenceLevel(0.97)).toBe('high');
    expect(confidenceLevel(0.85)).toBe('medium');
    expect(confidenceLevel(0.4)).toBe('low');
  });
});
