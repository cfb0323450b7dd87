// /me/connections/qr: my connect-by-QR code (300 px, spec 9) and a box to accept someone else's code
// (or the link it stands for). Opening the link with ?code= fills the box.
import { Button, Field, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { connectQrLink, qrCodeFrom } from '../../../domain/companies/network';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { QR_SIZE } from '../../components/share/SharePanel';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { sendCommand, useCommand } from '../../features/data/useCommand';
import { useEngine } from '../../features/data/useEngine';
import { useEngineAs } from '../../features/data/useEngineAs';
import { useSession } from '../../features/session/useSession';
import { MeLayout } from '../me/MeLayout';

export function ConnectionQrPage() {
  usePageTitle('Connect by QR code');
  const { send } = useCommand();
  const engine = useEngine();
  const ready = useEngineAs(useSession().user?.id ?? null);
  const [mine, setMine] = useState<{ link: string; image: string } | null>(null);
  const [text, setText] = useState(() => new URLSearchParams(window.location.search).get('code') ?? '');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // the code is made once the engine works as this user (it is my code)
    if (!engine || !ready) return;
    let live = true;
    void (async () => {
      const r = await sendCommand(engine, 'connectionQrs.create', undefined).catch(() => undefined);
      if (!r || !live) return;
      const link = connectQrLink(window.location.origin, r.code);
      const image = await QRCode.toDataURL(link, { width: QR_SIZE, margin: 1 });
      if (live) setMine({ link, image });
    })();
    return () => {
      live = false;
    };
  }, [engine, ready]);
  const accept = async () => {
    const code = qrCodeFrom(text);
    if (!code) return showAlert('Invalid QR code', 'warning');
    setBusy(true);
    try {
      await send('connectionQrs.accept', { code });
      showAlert('Connected', 'success');
      setText('');
    } catch (e) {
      showAlert(errorText(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <MeLayout>
      <Stack gap="6">
        <Heading as="h1" size="2xl">Connect by QR code</Heading>
        <Stack as="section" aria-label="My QR code" gap="2" align="flex-start">
          <Heading as="h2" size="md">My QR code</Heading>
          <Text fontSize="sm">Whoever scans it connects with you at once.</Text>
          {mine ? (
            <>
              <Image src={mine.image} alt="My connect QR code" width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />
              <Text fontSize="xs" wordBreak="break-all" data-testid="qr-link">{mine.link}</Text>
            </>
          ) : <Text role="status">Loading...</Text>}
        </Stack>
        <Stack as="section" aria-label="Accept a code" gap="2">
          <Heading as="h2" size="md">Accept a code</Heading>
          <Field.Root>
            <Field.Label>QR code or link</Field.Label>
            <Input value={text} maxLength={500} onChange={(e) => setText(e.currentTarget.value)} />
          </Field.Root>
          <Button alignSelf="flex-start" loading={busy} onClick={() => void accept()}>Connect</Button>
        </Stack>
        <AppLink href={links.meConnections()}>Back to connections</AppLink>
      </Stack>
    </MeLayout>
  );
}
