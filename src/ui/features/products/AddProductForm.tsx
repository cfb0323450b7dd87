// The owner's add-product form (spec 2 "/me/products"): name, SKU, Product or Service, description and up to
// 16 images uploaded with progress after the product is created. The flow runs in addProductMachine.
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { imageSlotsLeft, PRODUCT_DESCRIPTION_MAX } from '../../../domain/companies/products';
import { addProductMachine } from '../../../machines/products/add-product.machine';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';
import { inspect } from '../../app/inspector';
import { countOf } from '../../../domain/shared/words';

/** The list beside it shows the new product by itself: the engine refreshes it after each command. */
export function AddProductForm({ companyId }: { companyId: string }) {
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const fileInput = useRef<HTMLInputElement>(null);
  const [logic] = useState(() =>
    addProductMachine.provide({
      actors: {
        createProduct: fromPromise(({ input }) => sendCommand(engineRef.current, 'products.create', input)),
        uploadImages: fromPromise(({ input }) => sendCommand(engineRef.current, 'products.uploadImages', { id: input.id, files: input.files }, { onUploadProgress: input.onProgress })),
      },
    }),
  );
  const [snap, send] = useMachine(logic, { input: { companyId }, inspect });
  const { form, errors, files, progress, error, product } = snap.context;
  const editing = snap.matches('editing');
  const pct = Math.round(progress * 100);

  if (snap.matches('done') && product) {
    return (
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" role="status">
        <Text>{`${product.service ? 'Service' : 'Product'} '${product.name}' added with ${countOf(product.images.length, 'image')}.`}</Text>
        <HStack>
          <AppLink href={links.product(product.companyProfileName, product.sku)}>Open product page</AppLink>
          <Button size="sm" onClick={() => send({ type: 'again' })}>Add another product</Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <form
      aria-label="Add a product"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Field.Root required invalid={!!errors.name} disabled={!editing}>
        <Field.Label>Name</Field.Label>
        <Input value={form.name} onChange={(e) => send({ type: 'field.change', field: 'name', value: e.currentTarget.value })} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!errors.sku} disabled={!editing}>
        <Field.Label>SKU</Field.Label>
        <Input value={form.sku} onChange={(e) => send({ type: 'field.change', field: 'sku', value: e.currentTarget.value })} />
        <Field.ErrorText>{errors.sku}</Field.ErrorText>
      </Field.Root>
      <Field.Root disabled={!editing}>
        <Field.Label>Type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.service ? 'Service' : 'Product'} onChange={(e) => send({ type: 'service.change', service: e.currentTarget.value === 'Service' })}>
            <option value="Product">Product</option>
            <option value="Service">Service</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={!!errors.description} disabled={!editing}>
        <Field.Label>Description</Field.Label>
        <Textarea value={form.description} rows={4} onChange={(e) => send({ type: 'field.change', field: 'description', value: e.currentTarget.value })} />
        <Field.HelperText>{`${form.description.length}/${PRODUCT_DESCRIPTION_MAX}`}</Field.HelperText>
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      <Field.Root disabled={!editing}>
        <Field.Label>Images</Field.Label>
        <Input
          ref={fileInput}
          type="file"
          p="1"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          disabled={!editing}
          onChange={(e) => {
            const picked = Array.from(e.currentTarget.files ?? []);
            if (picked.length) send({ type: 'files.add', files: picked });
            e.currentTarget.value = '';
          }}
        />
        <Field.HelperText>{`${files.length} selected; ${imageSlotsLeft(files.length)} more allowed (at most 16)`}</Field.HelperText>
      </Field.Root>
      {files.length > 0 && (
        <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none" aria-label="Selected images">
          {files.map((f, i) => (
            <HStack as="li" key={i} borderWidth="1px" borderRadius="sm" px="2" py="1" fontSize="sm">
              <Text>{f instanceof File ? f.name : `image ${i + 1}`}</Text>
              {editing && <Button size="2xs" variant="ghost" aria-label={`Remove image ${i + 1}`} onClick={() => send({ type: 'files.remove', index: i })}>×</Button>}
            </HStack>
          ))}
        </HStack>
      )}
      {(snap.matches('uploading') || snap.matches('uploadFailed')) && (
        <Stack gap="1">
          <Text fontSize="sm">{`Uploading images... ${pct}%`}</Text>
          <Box role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} height="8px" bg="gray.200" borderRadius="full">
            <Box height="8px" width={`${pct}%`} bg="orange.400" borderRadius="full" />
          </Box>
        </Stack>
      )}
      {error && <Text role="alert" color="red.600">{error}</Text>}
      {snap.matches('uploadFailed') ? (
        <HStack>
          <Button onClick={() => send({ type: 'retry' })}>Retry upload</Button>
          <Button variant="outline" onClick={() => send({ type: 'skip' })}>Continue without images</Button>
        </HStack>
      ) : (
        <Button type="submit" alignSelf="flex-start" loading={!editing} disabled={!editing}>Add product</Button>
      )}
      </Stack>
    </form>
  );
}
