/** A size in image pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The crop area in the image's own pixels (not screen pixels), top-left corner and size. */
export interface CropBox extends Size {
  x: number;
  y: number;
}

/** The smallest crop side, in image pixels. */
export const MIN_SIDE = 16;

/** Width ÷ height the box keeps, or null for a free shape. */
export type Aspect = number | null;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** The largest box of the aspect that fits `width` × `height`. */
function fitted(width: number, height: number, aspect: Aspect): Size {
  if (aspect === null) return { width, height };
  return width / height > aspect
    ? { width: Math.round(height * aspect), height }
    : { width, height: Math.round(width / aspect) };
}

/** A new image's box: 80% of the image (the aspect's largest box within that), centred. */
export function initialBox(image: Size, aspect: Aspect = null): CropBox {
  const size = fitted(Math.round(image.width * 0.8), Math.round(image.height * 0.8), aspect);
  return { x: Math.round((image.width - size.width) / 2), y: Math.round((image.height - size.height) / 2), ...size };
}

/** The box moved by (dx, dy), kept inside the image. */
export function moveBox(box: CropBox, dx: number, dy: number, image: Size): CropBox {
  return {
    ...box,
    x: Math.round(clamp(box.x + dx, 0, image.width - box.width)),
    y: Math.round(clamp(box.y + dy, 0, image.height - box.height)),
  };
}

/**
 * The box resized from its bottom-right corner by (dw, dh): at least MIN_SIDE, inside the image, keeping the aspect
 * (the width leads).
 */
export function resizeBox(box: CropBox, dw: number, dh: number, image: Size, aspect: Aspect = null): CropBox {
  const roomWidth = image.width - box.x;
  const roomHeight = image.height - box.y;
  if (aspect === null) {
    return {
      ...box,
      width: Math.round(clamp(box.width + dw, MIN_SIDE, roomWidth)),
      height: Math.round(clamp(box.height + dh, MIN_SIDE, roomHeight)),
    };
  }
  // With a fixed aspect, the larger change (in width terms) leads, so dragging down also grows the box.
  const wanted = Math.abs(dw) >= Math.abs(dh * aspect) ? box.width + dw : box.width + dh * aspect;
  const widest = Math.min(roomWidth, roomHeight * aspect);
  const narrowest = Math.max(MIN_SIDE, MIN_SIDE * aspect);
  const width = clamp(wanted, narrowest, widest);
  return { ...box, width: Math.round(width), height: Math.round(width / aspect) };
}

/** The box reshaped to an aspect around its centre, as large as it can be within its old size and the image. */
export function withAspect(box: CropBox, aspect: Aspect, image: Size): CropBox {
  if (aspect === null) return box;
  const size = fitted(box.width, box.height, aspect);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return moveBox(
    { ...size, x: Math.round(centreX - size.width / 2), y: Math.round(centreY - size.height / 2) },
    0,
    0,
    image,
  );
}

/** What a key does to the box: arrows move it by `step`, Shift with arrows resizes it; other keys do nothing (null). */
export function keyChange(
  key: string,
  shift: boolean,
  step: number,
): { resize: boolean; dx: number; dy: number } | null {
  const directions: Readonly<Record<string, [number, number]>> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const direction = directions[key];
  if (!direction) return null;
  return { resize: shift, dx: direction[0] * step, dy: direction[1] * step };
}

/** The key step for an image: 1% of its longer side, at least 1 pixel. */
export function keyStep(image: Size): number {
  return Math.max(1, Math.round(Math.max(image.width, image.height) / 100));
}
