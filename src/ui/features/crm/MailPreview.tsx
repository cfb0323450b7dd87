// A mail as its recipient would see it: the subject, then the HTML part in a sandboxed frame (no script, no
// same-origin access, nothing loaded). The HTML comes from renderMail, which sanitises the layout and escapes
// the values; the sandbox keeps even a sanitiser's miss away from the app.
import { Box, chakra, Text } from '@chakra-ui/react';
import { previewDocument } from './mail-preview';

export function MailPreview({ subject, html, label = 'Preview' }: { subject?: string; html: string; label?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" role="region" aria-label={label}>
      <Text fontSize="xs" color="fg.muted" mb="2">{label} (sample recipient: Ann Example)</Text>
      {subject !== undefined && <Text fontWeight="semibold" mb="2" data-testid="preview-subject">Subject: {subject || '(no subject)'}</Text>}
      <chakra.iframe title={`${label} of the mail`} sandbox="" srcDoc={previewDocument(html)} width="100%" minH="320px" borderWidth="1px" borderRadius="sm" bg="white" />
    </Box>
  );
}
