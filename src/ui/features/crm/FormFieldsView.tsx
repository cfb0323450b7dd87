// The fields of a CRM form as a visitor fills them (the public page /forms/{id}) and as the owner previews them:
// one labelled control per field (text, e-mail, phone, a choice as radio buttons, long text), its error under it.
import { Field, Input, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { FORM_LIMITS, type FormField } from '../../../domain/crm/forms';

type Props = {
  fields: readonly FormField[];
  values: Record<string, string>;
  errors?: Record<string, string>;
  onChange(id: string, value: string): void;
  disabled?: boolean;
};

function Control({ f, value, onChange, disabled }: { f: FormField; value: string; onChange(v: string): void; disabled?: boolean }) {
  if (f.type === 'CHOICE') {
    return (
      <RadioGroup.Root value={value || null} onValueChange={(d) => onChange(d.value ?? '')} disabled={disabled} aria-label={f.label}>
        <Stack gap="1">
          {(f.choices ?? []).map((c) => (
            <RadioGroup.Item key={c} value={c}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{c}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    );
  }
  if (f.type === 'LONG_TEXT') return <Textarea value={value} maxLength={FORM_LIMITS.answer} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />;
  const type = f.type === 'EMAIL' ? 'email' : f.type === 'PHONE' ? 'tel' : 'text';
  const autoComplete = f.type === 'EMAIL' ? 'email' : f.type === 'PHONE' ? 'tel' : f.contactField === 'firstname' ? 'given-name' : f.contactField === 'lastname' ? 'family-name' : f.contactField === 'companyName' ? 'organization' : 'off';
  return <Input type={type} autoComplete={autoComplete} value={value} maxLength={FORM_LIMITS.shortAnswer} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />;
}

export function FormFieldsView({ fields, values, errors = {}, onChange, disabled }: Props) {
  return (
    <Stack gap="4">
      {fields.map((f) => (
        <Field.Root key={f.id} required={f.required} invalid={Boolean(errors[f.id])}>
          <Field.Label>{f.label}<Field.RequiredIndicator /></Field.Label>
          <Control f={f} value={values[f.id] ?? ''} onChange={(v) => onChange(f.id, v)} disabled={disabled} />
          {errors[f.id] && <Field.ErrorText>{errors[f.id]}</Field.ErrorText>}
        </Field.Root>
      ))}
    </Stack>
  );
}
