import { pageBox, rotateQuarter, stepZoom } from './pageView';

describe('page image view', () => {
  it('zooms in and out in steps and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });

  it('rotates in quarter turns', () => {
    expect(rotateQuarter(0)).toBe(90);
    expect(rotateQuarter(270)).toBe(0);
  });

  it('swaps width and height of the image when turned sideways', () => {
    const upright = pageBox(600, 1, 0, { width: 1000, height: 1414 });
    expect(upright).toEqual({ boxWidth: 600, boxHeight: 848, imageWidth: 600, imageHeight: 848 });
    const sideways = pageBox(600, 1, 90, { width: 1000, height: 1414 });
    expect(sideways.boxWidth).toBe(600);
    expect(sideways.boxHeight).toBe(424);
    expect(sideways.imageWidth).toBe(424);
    expect(sideways.imageHeight).toBe(600);
  });
});
