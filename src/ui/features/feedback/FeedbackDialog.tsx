// The footer's Feedback button (FeedbackLink.tsx) opens this dialog: a message (required, at most 2000 characters), a rating from 1 to 5
// (optional) and the sender's e-mail (prefilled for members). On a company's profile or product page the feedback
// goes to that company's CRM ('Feedback to {company}'), elsewhere to the platform. The proof-of-work captcha of
// the public forms is solved in the browser before sending. 'Attach a recording of this session' (RecordingBox.tsx)
// sends the flight recording with it ('Report a problem' opens the dialog with the box checked).
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { FEEDBACK_LIMITS, feedbackError } from '../../../domain/crm/feedbacks';
import { AppDialog } from '../../components/dialog/AppDialog';
import { solveCaptcha } from '../crm/captcha';
import { errorText } from '../data/errorText';
import { readOnce } from '../data/readOnce';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';
import { useQuery } from '../data/useQuery';
import { useSession } from '../session/useSession';
import { attachmentProblem, type Attachment } from '../shell/takeRecording';
import { RecordingBox } from './RecordingBox';

/** The company profile name of a profile or product page, or null elsewhere. */
export function pageCompany(path: string): string | null {
  const m = /^\/(?:profile|products)\/([^/?#]+)/.exec(path);
  return m ? decodeURIComponent(m[1]) : null;
}

type Phase = { kind: 'editing'; problem: string | null } | { kind: 'verifying' } | { kind: 'sending' } | { kind: 'sent'; message: string };

function FeedbackForm({ companyId, attachRecording, onClose }: { companyId: string | null; attachRecording: boolean; onClose(): void }) {
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const { user } = useSession();
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  // null until typed: a member's e-mail, even when the session arrives after the dialog opened
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? user?.email ?? '';
  const [phase, setPhase] = useState<Phase>({ kind: 'editing', problem: null });
  const [attachment, setAttachment] = useState<Attachment>(attachRecording ? { kind: 'taking' } : { kind: 'off' });
  if (phase.kind === 'sent') {
    return <Stack gap="3"><Text role="status">{phase.message}</Text><Button alignSelf="flex-start" onClick={onClose}>Close</Button></Stack>;
  }
  const busy = phase.kind !== 'editing';
  const submit = async () => {
    const draft = { message, rating, email, companyId };
    const problem = feedbackError(draft) ?? attachmentProblem(attachment);
    if (problem) return setPhase({ kind: 'editing', problem });
    try {
      setPhase({ kind: 'verifying' });
      const captcha = await solveCaptcha(await readOnce(engineRef.current, 'captcha.challenge', undefined));
      if (!captcha) return setPhase({ kind: 'editing', problem: 'The captcha could not be solved, please try again' });
      setPhase({ kind: 'sending' });
      const recording = attachment.kind === 'ready' ? { recording: attachment.blob } : {};
      const sent = await sendCommand(engineRef.current, 'feedbacks.send', { ...draft, captcha, ...recording });
      setPhase({ kind: 'sent', message: sent.message });
    } catch (e) {
      setPhase({ kind: 'editing', problem: errorText(e) });
    }
  };
  return (
    <form noValidate aria-label="Feedback" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>Your feedback</Field.Label>
          <Textarea value={message} maxLength={FEEDBACK_LIMITS.message} rows={5} disabled={busy} onChange={(e) => setMessage(e.currentTarget.value)} />
          <Field.HelperText>{message.length} / {FEEDBACK_LIMITS.message}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Rating (optional)</Field.Label>
          <HStack role="radiogroup" aria-label="Rating" gap="1">
            {[1, 2, 3, 4, 5].map((n) => (
              <Button key={n} size="sm" role="radio" aria-checked={rating === n} aria-label={`${n} of 5`} disabled={busy}
                variant={rating !== null && n <= rating ? 'solid' : 'outline'} onClick={() => setRating(rating === n ? null : n)}>
                {n}★
              </Button>
            ))}
          </HStack>
        </Field.Root>
        <Field.Root required>
          <Field.Label>Your e-mail</Field.Label>
          <Input type="email" value={email} disabled={busy} onChange={(e) => setTyped(e.currentTarget.value)} />
        </Field.Root>
        <RecordingBox value={attachment} onChange={setAttachment} disabled={busy} />
        {phase.kind === 'editing' && phase.problem && <Text role="alert" color="red.700">{phase.problem}</Text>}
        {phase.kind === 'verifying' && <Text role="status">Verifying you are human...</Text>}
        <Button type="submit" alignSelf="flex-start" loading={busy}>Send feedback</Button>
      </Stack>
    </form>
  );
}

/** attachRecording: opened from 'Report a problem', the recording box checked */
export function FeedbackDialog({ onClose, attachRecording = false }: { onClose(): void; attachRecording?: boolean }) {
  const [path] = useLocation();
  const profileName = pageCompany(path);
  const q = useQuery('companies.byProfileNames', profileName ? { profileNames: [profileName] } : null);
  const company = q.data?.[0] ?? null;
  const waiting = profileName !== null && !q.data && q.status !== 'error';
  return (
    <AppDialog open title={company ? `Feedback to ${company.name}` : 'Feedback'} onClose={onClose} footer={null}>
      {waiting ? <Text role="status">Loading...</Text> : <FeedbackForm companyId={company?.id ?? null} attachRecording={attachRecording} onClose={onClose} />}
    </AppDialog>
  );
}

/** The footer's Feedback link: opens the feedback dialog. */
