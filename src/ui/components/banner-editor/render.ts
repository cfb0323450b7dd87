// Browser side of the editors: load a picked file as an image and draw it with a transform on a canvas.
import { placement, type Size, type Transform } from './geometry';

export function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image'));
    };
    img.src = url;
  });
}

/** draws `img` on `canvas` (its width/height are the output size) with the transform; white background */
export function drawTransformed(canvas: HTMLCanvasElement, img: HTMLImageElement, t: Transform): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const out: Size = { width: canvas.width, height: canvas.height };
  const p = placement({ width: img.naturalWidth, height: img.naturalHeight }, out, t);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.translate(p.cx, p.cy);
  ctx.rotate(p.radians);
  ctx.drawImage(img, p.x, p.y, p.w, p.h);
  ctx.restore();
}

export function canvasToFile(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], name, { type: 'image/png' }));
      else reject(new Error('Could not create the image'));
    }, 'image/png');
  });
}
