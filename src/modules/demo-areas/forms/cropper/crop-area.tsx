import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { keyChange, keyStep, moveBox, resizeBox, type Aspect, type CropBox, type Size } from './crop-box';

interface Props {
  src: string;
  alt: string;
  natural: Size;
  box: CropBox;
  aspect: Aspect;
  onBox: (box: CropBox) => void;
  onLoad: (image: HTMLImageElement) => void;
  imageRef: RefObject<HTMLImageElement | null>;
}

interface Drag {
  resize: boolean;
  startX: number;
  startY: number;
  start: CropBox;
  /** Image pixels per screen pixel at the start of the drag. */
  scale: number;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The picture with a crop box on it: drag the box to move it, drag its corner to resize; arrows move it and Shift +
 * arrows resize it.
 */
export function CropArea({ src, alt, natural, box, aspect, onBox, onLoad, imageRef }: Props) {
  const drag = useRef<Drag | null>(null);

  const begin = (event: PointerEvent<HTMLElement>, resize: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    const shown = imageRef.current?.clientWidth || natural.width;
    drag.current = { resize, startX: event.clientX, startY: event.clientY, start: box, scale: natural.width / shown };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.startX) * current.scale;
    const dy = (event.clientY - current.startY) * current.scale;
    onBox(current.resize ? resizeBox(current.start, dx, dy, natural, aspect) : moveBox(current.start, dx, dy, natural));
  };
  const end = () => {
    drag.current = null;
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const change = keyChange(event.key, event.shiftKey, keyStep(natural));
    if (!change) return;
    event.preventDefault();
    onBox(
      change.resize
        ? resizeBox(box, change.dx, change.dy, natural, aspect)
        : moveBox(box, change.dx, change.dy, natural),
    );
  };

  return (
    <div className="crop-stage">
      <img ref={imageRef} src={src} alt={alt} onLoad={(event) => onLoad(event.currentTarget)} draggable={false} />
      {natural.width > 0 && (
        <div
          className="crop-box"
          tabIndex={0}
          role="group"
          aria-roledescription="crop area"
          aria-label={`Crop area: ${box.width} × ${box.height} pixels from ${box.x}, ${box.y}`}
          aria-describedby="crop-help"
          style={{
            left: percent(box.x, natural.width),
            top: percent(box.y, natural.height),
            width: percent(box.width, natural.width),
            height: percent(box.height, natural.height),
          }}
          onKeyDown={key}
          onPointerDown={(event) => begin(event, false)}
          onPointerMove={follow}
          onPointerUp={end}
          onPointerCancel={end}
        >
          <span
            className="crop-handle"
            aria-hidden="true"
            onPointerDown={(event) => begin(event, true)}
            onPointerMove={follow}
            onPointerUp={end}
            onPointerCancel={end}
          />
        </div>
      )}
    </div>
  );
}
