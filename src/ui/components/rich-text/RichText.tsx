// Stored rich text, shown only after sanitising (no script ever runs from stored text).
import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export function RichText({ html, ...rest }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className="rich-text" css={{ '& a': { color: 'blue.600', textDecoration: 'underline' }, '& ul, & ol': { paddingLeft: '1.5em' } }} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
