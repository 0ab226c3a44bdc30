import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../../components/loading-button';
import { showDoneToast } from '../../../../lib/messages/messages';
import { CataloguePage, Example } from '../../catalogue-page';
import { CropArea } from './crop-area';
import { initialBox, withAspect, type Aspect, type CropBox, type Size } from './crop-box';
import { cropToBlob, drawCrop, previewSize } from './crop-canvas';
import { SAMPLE_NAME, SAMPLE_PICTURE } from './crop-sample';

const ASPECTS: ReadonlyArray<[string, Aspect]> = [
  ['Free', null],
  ['Square (1:1)', 1],
  ['4:3', 4 / 3],
  ['16:9', 16 / 9],
];
const NO_SIZE: Size = { width: 0, height: 0 };

interface Picture {
  src: string;
  name: string;
}

/**
 * Forms: image cropper — choose a picture, move and resize the crop box (mouse or keyboard), see the preview, download
 * or use the crop.
 */
export function ImgCropperPage() {
  const [picture, setPicture] = useState<Picture | null>(null);
  const [natural, setNatural] = useState<Size>(NO_SIZE);
  const [box, setBox] = useState<CropBox>({ x: 0, y: 0, width: 0, height: 0 });
  const [aspectIndex, setAspectIndex] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [used, setUsed] = useState<{ url: string; width: number; height: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const aspect = ASPECTS[aspectIndex]?.[1] ?? null;
  const ready = picture !== null && natural.width > 0;

  // A chosen file's address is freed when another picture replaces it or the page closes.
  useEffect(() => {
    const src = picture?.src;
    return () => {
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
    };
  }, [picture]);
  useEffect(() => () => void (used && URL.revokeObjectURL(used.url)), [used]);

  // The preview follows the box.
  useEffect(() => {
    if (!ready || !preview.current || !image.current || box.width === 0) return;
    drawCrop(preview.current, image.current, box, previewSize(box));
  }, [ready, box]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setFileError(`"${file.name}" is not a picture: choose a PNG, JPEG, GIF, WebP or SVG file.`);
      return;
    }
    setFileError(null);
    open({ src: URL.createObjectURL(file), name: file.name });
  };
  const open = (next: Picture) => {
    setNatural(NO_SIZE);
    setUsed(null);
    setFailure(null);
    setPicture(next);
  };
  const loaded = (element: HTMLImageElement) => {
    const size = { width: element.naturalWidth, height: element.naturalHeight };
    setNatural(size);
    setBox(initialBox(size, aspect));
  };
  const changeAspect = (index: number) => {
    setAspectIndex(index);
    if (ready) setBox(withAspect(box, ASPECTS[index]?.[1] ?? null, natural));
  };
  const makeCrop = async (): Promise<Blob | null> => {
    if (!image.current) return null;
    const blob = await cropToBlob(image.current, box);
    if (!blob) setFailure('This browser could not make the cropped picture.');
    return blob;
  };
  const download = async () => {
    if (saving) return;
    setSaving(true);
    const blob = await makeCrop();
    setSaving(false);
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `cropped-${(picture?.name ?? 'picture').replace(/\.[^.]+$/, '')}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const use = async () => {
    if (saving) return;
    setSaving(true);
    const blob = await makeCrop();
    setSaving(false);
    if (!blob) return;
    setUsed({ url: URL.createObjectURL(blob), width: box.width, height: box.height });
    showDoneToast('The cropped picture is ready.');
  };

  return (
    <CataloguePage intro="Crop a picture in the browser: nothing is uploaded. Drag the box or its corner; with the keyboard, Tab to the box, then arrows move it and Shift + arrows resize it.">
      <Example
        title="Crop a picture"
        source="CropArea, crop-box.ts, crop-canvas.ts — src/modules/demo-areas/forms/cropper/ (canvas, no package)"
      >
        <div className="row g-3 align-items-end mb-3">
          <Form.Group className="col-md-5" controlId="crop-file">
            <Form.Label>Picture file</Form.Label>
            <Form.Control
              type="file"
              accept="image/*"
              onChange={choose}
              isInvalid={!!fileError}
              aria-describedby={fileError ? 'crop-file-error' : undefined}
            />
            <Form.Control.Feedback id="crop-file-error" type="invalid">
              {fileError}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="col-md-3">
            <Button variant="outline-primary" onClick={() => open({ src: SAMPLE_PICTURE, name: SAMPLE_NAME })}>
              Use the sample picture
            </Button>
          </div>
          <Form.Group className="col-md-4" controlId="crop-aspect">
            <Form.Label>Shape</Form.Label>
            <Form.Select value={aspectIndex} onChange={(event) => changeAspect(Number(event.target.value))}>
              {ASPECTS.map(([label], index) => (
                <option key={label} value={index}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <p id="crop-help" className="small text-muted">
          Arrow keys move the crop area; Shift with the arrow keys makes it larger or smaller.
        </p>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {picture ? (
          <div className="row g-4">
            <div className="col-lg-8">
              <CropArea
                src={picture.src}
                alt={`The picture to crop: ${picture.name}`}
                natural={natural}
                box={box}
                aspect={aspect}
                onBox={setBox}
                onLoad={loaded}
                imageRef={image}
              />
            </div>
            <div className="col-lg-4">
              <h3 className="h6">Preview</h3>
              <canvas
                ref={preview}
                className="border mw-100 d-block mb-2"
                role="img"
                aria-label="Preview of the cropped picture"
              />
              <p className="small" aria-live="polite">
                {ready
                  ? `${box.width} × ${box.height} pixels from (${box.x}, ${box.y}) of ${natural.width} × ${natural.height}`
                  : 'Loading the picture…'}
              </p>
              <div className="d-flex flex-wrap gap-2">
                <LoadingButton
                  type="button"
                  loading={saving}
                  loadingText="Preparing…"
                  disabled={!ready}
                  onClick={() => void download()}
                >
                  Download the crop
                </LoadingButton>
                <Button variant="outline-primary" disabled={!ready || saving} onClick={() => void use()}>
                  Use the crop
                </Button>
              </div>
            </div>
          </div>
        ) : (
          <p className="border rounded p-4 text-center text-muted mb-0">
            Choose a picture file or use the sample picture.
          </p>
        )}
        {used && (
          <figure className="mt-3 mb-0">
            <img src={used.url} alt="Your cropped picture" className="img-thumbnail" style={{ maxWidth: 240 }} />
            <figcaption className="small text-muted">
              Cropped picture, {used.width} × {used.height} pixels.
            </figcaption>
          </figure>
        )}
      </Example>
    </CataloguePage>
  );
}
