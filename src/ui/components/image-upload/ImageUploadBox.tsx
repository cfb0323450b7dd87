// The image upload box (spec "Shared"): a file input with a visible label, previews (150 px wide) of the
// picked images, an Upload button and a progress bar fed by ApiClient.call's onUploadProgress.
import { Button, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../features/data/errorText';
import { countOf } from '../../../domain/shared/words';

export const IMAGE_PREVIEW_WIDTH = 150;

export type ImageUploadBoxProps = {
  /** visible label of the file input (its accessible name) */
  label: string;
  /** uploads the picked files; call onProgress(0..1) (pass it as onUploadProgress); a thrown Error's message is shown */
  upload(files: File[], onProgress: (fraction: number) => void): Promise<void>;
  multiple?: boolean;
  /** most files accepted at once (extra ones are refused with a message) */
  max?: number;
  buttonLabel?: string;
};

export function ImageUploadBox({ label, upload, multiple = false, max = multiple ? 16 : 1, buttonLabel = 'Upload' }: ImageUploadBoxProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    setError(picked.length > max ? `You can upload at most ${countOf(max, 'image')}` : null);
    setFiles(picked.slice(0, max));
  };
  const send = async () => {
    setError(null);
    setProgress(0);
    try {
      await upload(files, (f) => setProgress(f));
      setFiles([]);
      setInputKey((k) => k + 1);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  const pct = Math.round((progress ?? 0) * 100);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input key={inputKey} type="file" accept="image/*" multiple={multiple} p="1" disabled={busy} onChange={(e) => pick(e.currentTarget.files)} />
      </Field.Root>
      {urls.length > 0 && (
        <HStack wrap="wrap" gap="2">
          {urls.map((u, i) => (
            <img key={u} src={u} alt={`Preview ${i + 1}`} style={{ width: IMAGE_PREVIEW_WIDTH, height: 'auto' }} />
          ))}
        </HStack>
      )}
      {busy && (
        <Progress.Root value={pct} max={100} aria-label="Upload progress">
          <Progress.Track><Progress.Range /></Progress.Track>
          <Progress.ValueText>{pct}%</Progress.ValueText>
        </Progress.Root>
      )}
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <HStack justify="end">
        <Button colorPalette="orange" disabled={files.length === 0} loading={busy} onClick={() => void send()}>{buttonLabel}</Button>
      </HStack>
    </Stack>
  );
}
