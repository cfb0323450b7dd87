// One field of a CRM form in the builder: label, type, required, the choices (one per line) of a choice field,
// the contact field a text or phone answer fills; move up or down, remove.
import { Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { CONTACT_TARGETS, FIELD_TYPE_LABELS, FIELD_TYPES, FORM_LIMITS, type ContactTarget, type FormField, type FormFieldType } from '../../../domain/crm/forms';
import { FIELD_LABELS } from '../../../domain/crm/contacts';

type Props = { field: FormField; index: number; count: number; onChange(f: FormField): void; onMove(by: -1 | 1): void; onRemove(): void };

export function FormFieldEditor({ field: f, index, count, onChange, onMove, onRemove }: Props) {
  const name = f.label.trim() || `Field ${index + 1}`;
  const fillsContact = f.type === 'TEXT' || f.type === 'PHONE';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" aria-label={`Field: ${name}`} listStyleType="none">
      <HStack align="flex-end" flexWrap="wrap" gap="3">
        <Field.Root maxW="xs">
          <Field.Label>Label</Field.Label>
          <Input value={f.label} maxLength={FORM_LIMITS.label} onChange={(e) => onChange({ ...f, label: e.currentTarget.value })} />
        </Field.Root>
        <Field.Root maxW="10rem">
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={f.type} onChange={(e) => {
              const type = e.currentTarget.value as FormFieldType;
              onChange({ ...f, type, choices: type === 'CHOICE' ? f.choices ?? [] : undefined, contactField: type === 'TEXT' || type === 'PHONE' ? f.contactField ?? null : null });
            }}>
              {FIELD_TYPES.map((t) => <option key={t} value={t}>{FIELD_TYPE_LABELS[t]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {fillsContact && (
          <Field.Root maxW="12rem">
            <Field.Label>Saves to contact</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={f.contactField ?? ''} onChange={(e) => onChange({ ...f, contactField: (e.currentTarget.value || null) as ContactTarget | null })}>
                <option value="">Nothing</option>
                {CONTACT_TARGETS.map((t) => <option key={t} value={t}>{FIELD_LABELS[t]}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Checkbox.Root checked={f.required} onCheckedChange={(d) => onChange({ ...f, required: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Required</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="1">
          <Button size="xs" variant="ghost" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>↑</Button>
          <Button size="xs" variant="ghost" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>↓</Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name}`} onClick={onRemove}>Remove</Button>
        </HStack>
      </HStack>
      {f.type === 'CHOICE' && (
        <Field.Root mt="2">
          <Field.Label>Options (one per line)</Field.Label>
          <Textarea rows={3} value={(f.choices ?? []).join('\n')} onChange={(e) => onChange({ ...f, choices: e.currentTarget.value.split('\n') })} />
        </Field.Root>
      )}
    </Box>
  );
}
