// A small rich-text editor: bold, italic, list and link; at most 1000 visible characters (spec 5,
// with its warning); links only http, https, mailto, tel, sms (others get https:// prefixed).
import { Box, Button, Field, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { normalizeLink, RICH_TEXT_MAX, RICH_TEXT_TOO_LONG, richTextLength } from '../../../domain/groups/rich-text';
import { sanitizeHtml } from './sanitize';

export type RichTextEditorProps = { label: string; value: string; onChange(html: string): void };

export function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = sanitizeHtml(value);
  }, [value]);
  const emit = () => onChange(sanitizeHtml(ref.current?.innerHTML ?? ''));
  const command = (name: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(name, false, arg);
    emit();
  };
  const addLink = () => {
    const raw = window.prompt('Link address');
    if (raw && raw.trim()) command('createLink', normalizeLink(raw));
  };
  const length = richTextLength(value);
  const tooLong = length > RICH_TEXT_MAX;
  return (
    <Field.Root invalid={tooLong}>
      <Field.Label id={labelId}>{label}</Field.Label>
      <HStack gap="1" mb="1" role="toolbar" aria-label={`${label} formatting`}>
        <Button size="xs" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => command('bold')}>Bold</Button>
        <Button size="xs" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => command('italic')}>Italic</Button>
        <Button size="xs" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => command('insertUnorderedList')}>List</Button>
        <Button size="xs" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={addLink}>Link</Button>
      </HStack>
      <Box
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        borderWidth="1px"
        borderRadius="md"
        p="2"
        minH="120px"
        w="full"
      />
      <Text fontSize="xs" color={tooLong ? 'red.600' : 'gray.600'}>
        {length}/{RICH_TEXT_MAX}
      </Text>
      {tooLong && <Field.ErrorText role="alert">{RICH_TEXT_TOO_LONG}</Field.ErrorText>}
    </Field.Root>
  );
}
