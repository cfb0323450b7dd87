// A layout's name and HTML, with a live preview of a sample mail in it (the body goes where {content} is).
import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { layoutProblem } from '../../../../domain/mail/system';
import { renderMail } from '../../../../domain/mail/template';
import { sanitizeHtml } from '../../../components/rich-text/sanitize';
import { MailPreview } from './MailPreview';

export type LayoutDraft = { name: string; html: string };

const SAMPLE = { subject: 'Your MTZ confirmation code: 123456', body: 'Hello Ada,\n\nyour confirmation code is 123456. It expires in 5 minutes.\n\nThe MTZ team' };

export function LayoutForm({ label, value, onChange, onSubmit, submitLabel, pending, extra }: {
  label: string; value: LayoutDraft; onChange(v: LayoutDraft): void; onSubmit(): void; submitLabel: string; pending: boolean; extra?: React.ReactNode;
}) {
  const problem = layoutProblem(value.html);
  const preview = renderMail({ ...SAMPLE, layoutHtml: value.html }, {}, sanitizeHtml);
  return (
    <Stack gap="4">
      <form noValidate aria-label={label} onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
        <Stack gap="4" maxW="2xl">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input value={value.name} maxLength={100} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root invalid={!!problem}>
            <Field.Label>HTML</Field.Label>
            <Textarea rows={8} fontFamily="mono" value={value.html} onChange={(e) => onChange({ ...value, html: e.currentTarget.value })} />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText>
              : <Field.HelperText>Write {'{content}'} where the mail's text goes. Scripts, styles and unknown tags are removed.</Field.HelperText>}
          </Field.Root>
          <HStack>
            <Button type="submit" loading={pending} disabled={!!problem || !value.name.trim()}>{submitLabel}</Button>
            {extra}
          </HStack>
        </Stack>
      </form>
      <MailPreview subject={preview.subject} text={preview.text} html={preview.html} />
    </Stack>
  );
}
