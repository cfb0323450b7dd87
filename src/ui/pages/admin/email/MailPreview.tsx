// A mail as its recipient sees it: the subject, the HTML part (when a layout gives one) and the plain text.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { RichText } from '../../../components/rich-text/RichText';

export function MailPreview({ subject, text, html }: { subject: string; text: string; html: string | null }) {
  return (
    <Box as="section" aria-label="Preview" borderWidth="1px" borderRadius="md" p="4" maxW="2xl">
      <Heading as="h2" size="md" mb="2">Preview</Heading>
      <Stack gap="3">
        <Text><Text as="span" fontWeight="semibold">Subject: </Text><Text as="span" data-testid="preview-subject">{subject}</Text></Text>
        {html !== null && <Box aria-label="HTML part" borderWidth="1px" borderRadius="sm" p="3"><RichText html={html} /></Box>}
        <Box aria-label="Plain text" as="pre" whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm" bg="gray.50" p="3" borderRadius="sm">{text}</Box>
      </Stack>
    </Box>
  );
}
