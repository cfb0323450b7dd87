// Share a page: copy the link, a QR code of 300 px (spec 9), or e-mail it.
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export const QR_SIZE = 300;

export function SharePanel({ url, title }: { url: string; title: string }) {
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { width: QR_SIZE, margin: 1 }).then((d) => live && setQr(d));
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // clipboard refused (no permission): the link is shown below to copy by hand
    }
    setCopied(true);
  };
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;
  return (
    <Stack gap="3" align="center">
      <HStack gap="2">
        <Button size="sm" onClick={() => void copy()}>
          Copy link
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link href={mail}>Share by email</Link>
        </Button>
      </HStack>
      {copied && <Text role="status">Link copied</Text>}
      <Text fontSize="sm" wordBreak="break-all" data-testid="share-url">
        {url}
      </Text>
      <Box w={`${QR_SIZE}px`} h={`${QR_SIZE}px`}>
        {qr && <img src={qr} alt={`QR code for ${title}`} width={QR_SIZE} height={QR_SIZE} />}
      </Box>
    </Stack>
  );
}
