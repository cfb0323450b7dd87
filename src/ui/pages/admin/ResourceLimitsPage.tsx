// /mtz-admin/resource-limits: the limits the server enforces, each with its default; Save changes them at once
// (the server checks every new product, image and group against the limits in force). The latest changes are listed.
import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { limitMin, RESOURCE_LIMITS, type ResourceLimitKey, type ResourceLimits } from '../../../domain/admin/limits';
import { showAlert } from '../../components/alerts';
import { errorText } from '../../features/data/errorText';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { AuditLog } from './AuditLog';

type Draft = Partial<Record<ResourceLimitKey, string>>;

/** The fields the admin changed, as integers; a message when one is not a whole number in range. */
function changes(draft: Draft, limits: ResourceLimits): { patch: Partial<ResourceLimits>; error: string | null } {
  const patch: Partial<ResourceLimits> = {};
  for (const l of RESOURCE_LIMITS) {
    const text = draft[l.key];
    if (text === undefined) continue;
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(n) || n < limitMin(l) || n > l.max) return { patch, error: `${l.label}: a whole number from ${limitMin(l)} to ${l.max}` };
    if (n !== limits[l.key]) patch[l.key] = n;
  }
  return { patch, error: null };
}

export function ResourceLimitsPage() {
  const { user } = useSession();
  const q = useQuery('admin.limits', user?.admin ? undefined : null);
  const { send, pending } = useCommand();
  const [draft, setDraft] = useState<Draft>({});
  const view = q.data;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!view) return;
    const { patch, error } = changes(draft, view.limits);
    if (error) return showAlert(error, 'error');
    if (Object.keys(patch).length === 0) return showAlert('Nothing changed', 'info');
    try {
      await send('admin.limitsUpdate', patch);
      setDraft({});
      showAlert('Resource limits saved', 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  return (
    <AdminLayout title="Resource limits" crumbs={[{ label: 'Resource limits' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Resource limits</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      {q.status === 'error' && !view && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!view ? <Text role="status">Loading...</Text> : (
        <Stack gap="6" maxW="lg">
          <form noValidate onSubmit={(e) => void save(e)} aria-label="Resource limits">
            <Stack gap="4">
              {RESOURCE_LIMITS.map((l) => (
                <Field.Root key={l.key}>
                  <Field.Label>{l.label}</Field.Label>
                  <Input type="number" min={0} max={l.max} step={1} inputMode="numeric" value={draft[l.key] ?? String(view.limits[l.key])}
                    onChange={(ev) => { const v = ev.currentTarget.value; setDraft((d) => ({ ...d, [l.key]: v })); }} />
                  <Field.HelperText>{`${l.help} Default ${view.defaults[l.key]}; at most ${l.max}.`}</Field.HelperText>
                </Field.Root>
              ))}
              <HStack>
                <Button type="submit" loading={pending}>Save</Button>
                <Button variant="outline" disabled={pending} onClick={() => setDraft(Object.fromEntries(RESOURCE_LIMITS.map((l) => [l.key, String(view.defaults[l.key])])))}>Use defaults</Button>
              </HStack>
            </Stack>
          </form>
          <AuditLog rows={view.audit} />
        </Stack>
      )}
    </AdminLayout>
  );
}
