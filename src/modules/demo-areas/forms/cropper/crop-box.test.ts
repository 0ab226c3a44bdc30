import { initialBox, keyChange, keyStep, moveBox, resizeBox, withAspect } from './crop-box';

const image = { width: 1000, height: 600 };

describe('crop box', () => {
  it('starts at 80% of the image, centred, in the chosen aspect', () => {
    expect(initialBox(image)).toEqual({ x: 100, y: 60, width: 800, height: 480 });
    expect(initialBox(image, 1)).toEqual({ x: 260, y: 60, width: 480, height: 480 });
    expect(initialBox(image, 16 / 9)).toEqual({ x: 100, y: 75, width: 800, height: 450 });
  });

  it('moves inside the image only', () => {
    const box = { x: 100, y: 60, width: 800, height: 480 };
    expect(moveBox(box, 50, -20, image)).toEqual({ x: 150, y: 40, width: 800, height: 480 });
    expect(moveBox(box, 500, 500, image)).toEqual({ x: 200, y: 120, width: 800, height: 480 });
    expect(moveBox(box, -500, -500, image)).toEqual({ x: 0, y: 0, width: 800, height: 480 });
  });

  it('resizes from the corner, no smaller than 16 and no wider than the image', () => {
    const box = { x: 100, y: 60, width: 800, height: 480 };
    expect(resizeBox(box, -300, -80, image)).toEqual({ x: 100, y: 60, width: 500, height: 400 });
    expect(resizeBox(box, 500, 500, image)).toEqual({ x: 100, y: 60, width: 900, height: 540 });
    expect(resizeBox(box, -2000, -2000, image)).toEqual({ x: 100, y: 60, width: 16, height: 16 });
  });

  it('keeps a fixed aspect while resizing', () => {
    const square = { x: 260, y: 60, width: 480, height: 480 };
    expect(resizeBox(square, 0, 40, image, 1)).toEqual({ x: 260, y: 60, width: 520, height: 520 });
    // Room below is 540 pixels: a square cannot grow past it.
    expect(resizeBox(square, 400, 0, image, 1)).toEqual({ x: 260, y: 60, width: 540, height: 540 });
  });

  it('reshapes to an aspect around the centre', () => {
    expect(withAspect({ x: 100, y: 60, width: 800, height: 480 }, 1, image)).toEqual({
      x: 260,
      y: 60,
      width: 480,
      height: 480,
    });
    expect(withAspect({ x: 100, y: 60, width: 800, height: 480 }, null, image)).toEqual({
      x: 100,
      y: 60,
      width: 800,
      height: 480,
    });
  });

  it('turns arrow keys into moves, and Shift + arrows into resizing', () => {
    expect(keyStep(image)).toBe(10);
    expect(keyStep({ width: 40, height: 30 })).toBe(1);
    expect(keyChange('ArrowLeft', false, 10)).toEqual({ resize: false, dx: -10, dy: 0 });
    expect(keyChange('ArrowDown', true, 10)).toEqual({ resize: true, dx: 0, dy: 10 });
    expect(keyChange('Enter', false, 10)).toBeNull();
  });
});
