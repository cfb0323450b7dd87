// The banner editor and the logo editor (spec "Shared": banner editor with upload, scale, rotate, preview;
// logo editor). Pick an image, scale it (0.1-1.9) and rotate it (-180..180) on a canvas of the output size
// (banner: height = width/4; logo: a square), see it live, save: onSave receives the PNG as a File and an
// onProgress(0..1) to pass to ApiClient.call's onUploadProgress.
import { Box, Button, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  BANNER_WIDTH, IDENTITY, LOGO_SIZE, PREVIEW_WIDTH, ROTATE_MAX, ROTATE_MIN, SCALE_MAX, SCALE_MIN, bannerHeight, transformReducer,
} from './geometry';
import { canvasToFile, drawTransformed, loadImage } from './render';
import { errorText } from '../../features/data/errorText';

export type ImageEditorProps = {
  /** receives the edited PNG; pass onProgress to the upload call; a thrown Error's message is shown */
  onSave(file: File, onProgress: (fraction: number) => void): Promise<void>;
  onCancel?(): void;
  /** the current image, shown until a new file is picked */
  currentUrl?: string | null;
  saveLabel?: string;
};

type Kind = { label: string; fileName: string; width: number; height: number };

function ImageEditor({ kind, onSave, onCancel, currentUrl, saveLabel = 'Save' }: ImageEditorProps & { kind: Kind }) {
  const [t, dispatch] = useReducer(transformReducer, IDENTITY);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (canvas.current && img) drawTransformed(canvas.current, img, t);
  }, [img, t]);
  useEffect(() => () => {
    if (img) URL.revokeObjectURL(img.src);
  }, [img]);

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    try {
      setImg(await loadImage(file));
      dispatch({ type: 'reset' });
    } catch (e) {
      setError(errorText(e));
    }
  };
  const save = async () => {
    if (!canvas.current || !img) return;
    setError(null);
    setProgress(0);
    try {
      const file = await canvasToFile(canvas.current, kind.fileName);
      await onSave(file, (f) => setProgress(f));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  const range = { p: 0, h: '6', border: 'none', bg: 'transparent' } as const;

  return (
    <Stack gap="3" data-testid={`${kind.fileName.replace('.png', '')}-editor`}>
      <Field.Root>
        <Field.Label>{kind.label}</Field.Label>
        <Input type="file" accept="image/*" p="1" disabled={busy} onChange={(e) => void pick(e.currentTarget.files?.[0])} />
      </Field.Root>
      {img ? (
        <img src={img.src} alt={`New ${kind.label.toLowerCase()}, as it will be saved`} width={PREVIEW_WIDTH} style={{ width: PREVIEW_WIDTH, height: 'auto' }} />
      ) : (
        currentUrl && <img src={currentUrl} alt={`Current ${kind.label.toLowerCase()}`} style={{ width: PREVIEW_WIDTH, height: 'auto' }} />
      )}
      <HStack gap="4" align="end">
        <Field.Root disabled={!img || busy}>
          <Field.Label>Scale: {t.scale.toFixed(1)}</Field.Label>
          <Input type="range" {...range} min={SCALE_MIN} max={SCALE_MAX} step={0.1} value={t.scale}
            onChange={(e) => dispatch({ type: 'scale', value: Number(e.currentTarget.value) })} />
        </Field.Root>
        <Field.Root disabled={!img || busy}>
          <Field.Label>Rotate: {t.rotate}°</Field.Label>
          <Input type="range" {...range} min={ROTATE_MIN} max={ROTATE_MAX} step={1} value={t.rotate}
            onChange={(e) => dispatch({ type: 'rotate', value: Number(e.currentTarget.value) })} />
        </Field.Root>
      </HStack>
      <Box borderWidth="1px" borderColor="gray.300" display={img ? 'block' : 'none'}>
        <canvas ref={canvas} width={kind.width} height={kind.height} role="img" aria-label={`${kind.label} preview`}
          style={{ width: kind.width === kind.height ? PREVIEW_WIDTH : '100%', height: 'auto', display: 'block' }} />
      </Box>
      {busy && (
        <Progress.Root value={Math.round((progress ?? 0) * 100)} max={100} aria-label="Upload progress">
          <Progress.Track><Progress.Range /></Progress.Track>
          <Progress.ValueText>{Math.round((progress ?? 0) * 100)}%</Progress.ValueText>
        </Progress.Root>
      )}
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <HStack justify="end">
        {onCancel && <Button variant="outline" onClick={onCancel} disabled={busy}>Cancel</Button>}
        <Button colorPalette="orange" onClick={() => void save()} disabled={!img} loading={busy}>{saveLabel}</Button>
      </HStack>
    </Stack>
  );
}

/** banner: output `width` x width/4 PNG (default 1200 x 300) named banner.png */
export function BannerEditor({ width = BANNER_WIDTH, ...props }: ImageEditorProps & { width?: number }) {
  return <ImageEditor kind={{ label: 'Banner image', fileName: 'banner.png', width, height: bannerHeight(width) }} {...props} />;
}

/** logo: square crop, output `size` x `size` PNG (default 256) named logo.png */
export function LogoEditor({ size = LOGO_SIZE, ...props }: ImageEditorProps & { size?: number }) {
  return <ImageEditor kind={{ label: 'Logo image', fileName: 'logo.png', width: size, height: size }} {...props} />;
}
