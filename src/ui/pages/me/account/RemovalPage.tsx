// /me/account/removal: first the member's data as a JSON file (through the engine's file download path), then the
// removal, confirmed by the password or by a 6-digit code mailed to the account's address. What happens is listed
// (docs/account-removal.md); once removed the session ends and the visitor lands on the home page.
import { Box, Button, Checkbox, Heading, HStack, List, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../../app/links';
import { showAlert } from '../../../components/alerts';
import { usePageTitle } from '../../../components/usePageTitle';
import { useFileDownload } from '../../../features/chat/useChatData';
import { downloadUrl } from '../../../features/crm/download';
import { errorText } from '../../../features/data/errorText';
import { useCommand } from '../../../features/data/useCommand';
import { useSession } from '../../../features/session/useSession';
import { FormMessage, TextField } from '../../auth/parts';
import { MeLayout } from '../MeLayout';

/** The server's export of the caller's data (GET, a JSON attachment). */
const EXPORT_PATH = '/api/v1/company/user/export';
export const EXPORT_FILE_NAME = 'mtz-account-data.json';

export const REMOVAL_TEXT = {
  understand: 'I understand that my account cannot be restored',
  mustAgree: 'Please confirm that you understand the account cannot be restored',
  enterPassword: 'Enter your current password',
  enterCode: 'Please enter 6 digits code',
  downloaded: 'Your data was downloaded',
} as const;

export function RemovalPage() {
  usePageTitle('Remove account');
  return (
    <MeLayout>
      <Stack gap="8" maxW="2xl">
        <Heading as="h1" size="2xl">Remove account</Heading>
        <ExportData />
        <RemovalForm />
      </Stack>
    </MeLayout>
  );
}

function ExportData() {
  const download = useFileDownload();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const got = await download(EXPORT_PATH);
      if (!got.ok) return showAlert(got.message, 'error');
      const url = URL.createObjectURL(got.blob);
      downloadUrl(EXPORT_FILE_NAME, url);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showAlert(REMOVAL_TEXT.downloaded, 'success');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">1. Download your data</Heading>
      <Text>
        One JSON file with your profile, your companies with their products and posts, your group posts and RFQs, the chat messages you
        wrote, your connections, follows, groups, orders and notifications.
      </Text>
      <Box><Button colorPalette="orange" variant="outline" loading={busy} onClick={() => void save()}>Download my data</Button></Box>
    </Stack>
  );
}

type Way = 'password' | 'code';

function RemovalForm() {
  const { send, pending } = useCommand();
  const { logout } = useSession();
  const [, navigate] = useLocation();
  const [way, setWay] = useState<Way>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const sendCode = async () => {
    setError(null);
    try {
      setNotice((await send('account.removal.code', {})).message);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (way === 'password' && !password) return setError(REMOVAL_TEXT.enterPassword);
    if (way === 'code' && !/^\d{6}$/.test(code)) return setError(REMOVAL_TEXT.enterCode);
    if (!agreed) return setError(REMOVAL_TEXT.mustAgree);
    try {
      const r = await send('account.remove', way === 'password' ? { password } : { code });
      showAlert(r.message, 'success');
      logout();
      navigate(links.home(), { replace: true });
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form noValidate aria-label="Remove my account" onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Heading as="h2" size="lg">2. Remove your account</Heading>
        <List.Root ps="5" gap="1">
          <List.Item>Your subscriptions (group memberships, sponsorships, your MTZ plan) are cancelled at once, without refund.</List.Item>
          <List.Item>A company you own goes to its longest-standing member; with no member it is deactivated.</List.Item>
          <List.Item>A group you own goes to its longest-standing group admin; with no other admin it is closed.</List.Item>
          <List.Item>Your chat messages stay in their rooms, signed “Removed user”; your profile, posts, RFQs, follows and connections go.</List.Item>
          <List.Item>Your e-mail is freed: you may register with it again. You are signed out everywhere.</List.Item>
        </List.Root>
        <SegmentGroup.Root value={way} onValueChange={(d) => { setWay(d.value === 'code' ? 'code' : 'password'); setError(null); }} aria-label="Confirm with" alignSelf="flex-start">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[{ value: 'password', label: 'With my password' }, { value: 'code', label: 'With a code by e-mail' }]} />
        </SegmentGroup.Root>
        {way === 'password' ? (
          <TextField label="Current password" type="password" value={password} onChange={setPassword} autoComplete="current-password" required />
        ) : (
          <Stack gap="3">
            <HStack><Button variant="outline" onClick={() => void sendCode()} disabled={pending}>Send me a code</Button></HStack>
            <TextField label="Code" value={code} onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" required />
          </Stack>
        )}
        <Checkbox.Root checked={agreed} onCheckedChange={(c) => setAgreed(c.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{REMOVAL_TEXT.understand}</Checkbox.Label>
        </Checkbox.Root>
        <FormMessage error={error} notice={notice} />
        <Box><Button type="submit" colorPalette="red" loading={pending}>Remove my account</Button></Box>
      </Stack>
    </form>
  );
}
