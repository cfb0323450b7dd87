// Reading QR codes from the camera's picture: the browser's BarcodeDetector where it has one (Chrome on Android,
// macOS, ChromeOS), else jsQR on the video frame drawn into a canvas (Chromium on Linux, Firefox, Safari). The
// decoder is loaded only when a desk starts scanning.
type Detected = { rawValue: string };
type Detector = { detect(source: HTMLVideoElement): Promise<Detected[]> };
type DetectorClass = new (opts: { formats: string[] }) => Detector;

/** One look at the video's current frame: the QR code's text, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

const detectorClass = (): DetectorClass | null => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

/** Whether this browser can use a camera at all (then a scanner can be offered). */
export const canScan = (): boolean => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The pixels of an RGBA image read for a QR code (jsQR): its text, or null. */
export async function decodePixels(data: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

export async function frameReader(): Promise<FrameReader> {
  const Klass = detectorClass();
  if (Klass) {
    const detector = new Klass({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!ctx || w === 0 || h === 0) return null;
    canvas.width = w;
    canvas.height = h;
    ctx.drawImage(video, 0, 0, w, h);
    return decodePixels(ctx.getImageData(0, 0, w, h).data, w, h);
  };
}
