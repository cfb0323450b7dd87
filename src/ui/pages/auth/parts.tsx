// Building blocks of the auth pages: a card, a labelled field, the password checklist, messages.
import { Box, Field, Input, List, Text, VisuallyHidden, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { passwordChecklist } from '../../../domain/identity/password';
import { PageTitle } from '../../components/page-header/PageHeader';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box maxW="lg" mx="auto" my="10" p="8" bg="white" borderWidth="1px" borderRadius="lg" boxShadow="sm">
      <PageTitle mb="6">
        {title}
      </PageTitle>
      {children}
    </Box>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
} & Omit<InputProps, 'value' | 'onChange' | 'disabled' | 'required'>;

/** A field whose visible label is the input's accessible name (Field.Label bound to the input). */
export function TextField({ label, value, onChange, error, helper, required, disabled, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onChange(e.currentTarget.value)} {...input} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The live checklist of spec 5: Minimum length-8, Uppercase-1, Letter-1, Number-1. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List.Root variant="plain" fontSize="sm" aria-label="Password requirements" data-testid="password-checklist">
      {passwordChecklist(password).map((item) => (
        <List.Item key={item.label} color={item.ok ? 'green.600' : 'gray.600'} data-ok={item.ok ? 'true' : 'false'}>
          <span aria-hidden="true">{item.ok ? '✓ ' : '○ '}</span>
          {item.label}
          <VisuallyHidden>{item.ok ? ' (met)' : ' (not met)'}</VisuallyHidden>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** An error (role alert) or a notice (role status) under a form. */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error) {
    return (
      <Text role="alert" color="red.600" fontWeight="medium" data-testid="form-error">
        {error}
      </Text>
    );
  }
  if (notice) {
    return (
      <Text role="status" color="green.700" fontWeight="medium" data-testid="form-notice">
        {notice}
      </Text>
    );
  }
  return null;
}

/** Reads one query parameter from wouter's search string. */
export function queryParam(search: string, name: string): string | undefined {
  const v = new URLSearchParams(search).get(name);
  return v === null || v === '' ? undefined : v;
}

/** Only same-site paths are followed after login (an open redirect would be a phishing aid). */
export function safeRedirect(url: string | undefined): string | undefined {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return undefined;
  return url;
}
