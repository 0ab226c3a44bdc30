import type { CropBox } from './crop-box';

/** The longest side of the on-page preview, in canvas pixels. */
export const PREVIEW_SIDE = 240;

/** The preview's canvas size: the crop's shape, its longer side at most `longest` pixels. */
export function previewSize(box: CropBox, longest = PREVIEW_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(box.width, box.height));
  return { width: Math.max(1, Math.round(box.width * scale)), height: Math.max(1, Math.round(box.height * scale)) };
}

/** Draws the cropped part of the image onto the canvas, filling it; false when the browser gives no 2D context. */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  box: CropBox,
  size: { width: number; height: number },
): boolean {
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.clearRect(0, 0, size.width, size.height);
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, size.width, size.height);
  return true;
}

/** The crop at the image's full resolution, as a PNG blob (null if the browser cannot make one). */
export function cropToBlob(image: HTMLImageElement, box: CropBox): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  if (!drawCrop(canvas, image, box, { width: box.width, height: box.height })) return Promise.resolve(null);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
