// The coupon form (spec 5): code 6-12 lowercase letters and digits (typing past 12 refused), percentage 1-100,
// fixed amount in USD step 0.01, expiration optional from tomorrow (end of that day), maximum only for percentage.
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  acceptCouponCodeInput, earliestExpiryDate, endOfDayUtc, formatCents, parseDollars, type Coupon, type CouponDraft, type CouponType,
} from '../../../domain/billing';

const centsText = (c: number | null) => (c === null ? '' : formatCents(c).replace(/[$,]/g, ''));
const dateText = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));

export function CouponForm({ initial, onSubmit, onCancel }: { initial?: Coupon; onSubmit(d: CouponDraft): Promise<string | null>; onCancel?(): void }) {
  const [code, setCode] = useState(initial?.code ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [type, setType] = useState<CouponType>(initial?.type ?? 'PERCENTAGE');
  const [value, setValue] = useState(initial ? (initial.type === 'FIXED' ? centsText(initial.value) : String(initial.value)) : '');
  const [expiry, setExpiry] = useState(dateText(initial?.expiredAt ?? null));
  const [quantity, setQuantity] = useState(initial?.quantity?.toString() ?? '');
  const [min, setMin] = useState(centsText(initial?.minToApplyCents ?? null));
  const [max, setMax] = useState(centsText(initial?.maxToApplyCents ?? null));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const optCents = (t: string) => (t.trim() === '' ? null : parseDollars(t));
    const v = type === 'FIXED' ? parseDollars(value) : Number(value);
    if (v === null || !Number.isFinite(v)) return setError(type === 'FIXED' ? 'Amount must be at least $0.01' : 'Percentage must be between 1 and 100');
    const draft: CouponDraft = {
      code, description, type, value: v, expiredAt: expiry ? endOfDayUtc(Date.parse(expiry)) : null,
      quantity: quantity.trim() === '' ? null : Number(quantity), minToApplyCents: optCents(min), maxToApplyCents: type === 'PERCENTAGE' ? optCents(max) : null,
    };
    setBusy(true);
    setError(await onSubmit(draft));
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-label={initial ? 'Edit coupon' : 'New coupon'}>
      <Stack gap="3" maxW="480px">
      <Field.Root required>
        <Field.Label>Code</Field.Label>
        <Input value={code} onChange={(e) => { const next = e.currentTarget.value; if (acceptCouponCodeInput(next)) setCode(next); }} />
        <Field.HelperText>6-12 lowercase letters or digits</Field.HelperText>
      </Field.Root>
      <Field.Root><Field.Label>Description</Field.Label><Input value={description} maxLength={1000} onChange={(e) => setDescription(e.currentTarget.value)} /></Field.Root>
      <Field.Root>
        <Field.Label>Discount type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={type} onChange={(e) => { setType(e.currentTarget.value as CouponType); setValue(''); }}>
            <option value="PERCENTAGE">Percentage</option>
            <option value="FIXED">Fixed amount</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>{type === 'PERCENTAGE' ? 'Percentage' : 'Amount (USD)'}</Field.Label>
        <Input type="number" min={type === 'PERCENTAGE' ? 1 : 0.01} max={type === 'PERCENTAGE' ? 100 : undefined} step={type === 'PERCENTAGE' ? 1 : 0.01} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root><Field.Label>Expiration</Field.Label><Input type="date" min={earliestExpiryDate(Date.now())} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} /></Field.Root>
      <HStack align="flex-start">
        <Field.Root><Field.Label>Quantity</Field.Label><Input type="number" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} /></Field.Root>
        <Field.Root><Field.Label>Minimum (USD)</Field.Label><Input type="number" min={0.01} step={0.01} value={min} onChange={(e) => setMin(e.currentTarget.value)} /></Field.Root>
        {type === 'PERCENTAGE' && <Field.Root><Field.Label>Maximum (USD)</Field.Label><Input type="number" min={0.01} step={0.01} value={max} onChange={(e) => setMax(e.currentTarget.value)} /></Field.Root>}
      </HStack>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <HStack>
        <Button type="submit" loading={busy} colorPalette="orange">{initial ? 'Save coupon' : 'Create coupon'}</Button>
        {onCancel && <Button variant="outline" onClick={onCancel}>Cancel</Button>}
      </HStack>
    </Stack>
      </form>
  );
}
