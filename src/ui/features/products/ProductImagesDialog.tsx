// The owner manages an existing product's images (at most 16): remove one ('Are you sure?'), upload more with
// progress.
import { Box, Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { imageSelectionError, imageSlotsLeft } from '../../../domain/companies/products';
import { MESSAGES } from '../../../domain/companies/rules';
import type { Product } from '../../../domain/companies/types';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AppDialog } from '../../components/dialog/AppDialog';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';

export function ProductImagesDialog({ product: initial, onClose }: { product: Product; onClose(): void }) {
  const { send } = useCommand();
  const product = useQuery('products.get', { id: initial.id }).data ?? initial;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (files: File[]) => {
    const tooMany = imageSelectionError(product.images.length, files.length);
    if (tooMany) return setError(tooMany);
    setError(null);
    setProgress(0);
    try {
      await send('products.uploadImages', { id: product.id, files }, { onUploadProgress: setProgress });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };
  const remove = async (imageId: string) => {
    if (!(await askConfirm(MESSAGES.areYouSure))) return;
    try {
      await send('products.deleteImage', { id: product.id, imageId });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const pct = progress === null ? 0 : Math.round(progress * 100);
  return (
    <AppDialog open title={`Images of ${product.name}`} onClose={onClose} size="lg">
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap">
          {product.images.length === 0 && <Text color="gray.600">No images yet.</Text>}
          {product.images.map((img, i) => (
            <Stack key={img.id} gap="1" align="center">
              <Image src={img.path} alt={`${product.name} image ${i + 1}`} width="80px" height="80px" objectFit="cover" borderRadius="sm" />
              <Button size="2xs" variant="outline" colorPalette="red" aria-label={`Remove image ${i + 1}`} onClick={() => void remove(img.id)}>Remove</Button>
            </Stack>
          ))}
        </HStack>
        <Field.Root disabled={progress !== null || imageSlotsLeft(product.images.length) === 0}>
          <Field.Label>Add images</Field.Label>
          <Input
            type="file"
            p="1"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple
            onChange={(e) => {
              const picked = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              if (picked.length) void upload(picked);
            }}
          />
          <Field.HelperText>{`${product.images.length} of at most 16`}</Field.HelperText>
        </Field.Root>
        {progress !== null && (
          <Box role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} height="8px" bg="gray.200" borderRadius="full">
            <Box height="8px" width={`${pct}%`} bg="orange.400" borderRadius="full" />
          </Box>
        )}
        {error && <Text role="alert" color="red.600">{error}</Text>}
      </Stack>
    </AppDialog>
  );
}
