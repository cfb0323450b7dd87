// A buyer's actions on a product's page: Contact supplier (the direct chat with the company's owner, opened or
// made) and Request a quote (an RFQ prefilled with the product; the server opens its RFQ room with the supplier,
// where the buyer lands). Visitors are asked to log in first; the supplier's own people see neither.
import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MESSAGES } from '../../../domain/companies/rules';
import type { Product } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppDialog } from '../../components/dialog/AppDialog';
import { useLoginPrompt } from '../companies/useLoginPrompt';
import { useContactOwner } from '../companies/useContactOwner';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { useSession } from '../session/useSession';

export function BuyerActions({ product }: { product: Product }) {
  const ask = useLoginPrompt();
  const company = useQuery('companies.get', { id: product.companyId });
  const [asking, setAsking] = useState(false);
  const { contact, pending } = useContactOwner();
  const [, navigate] = useLocation();
  const ownerId = company.data?.ownerId;
  const selfId = useSession().user?.id;

  if (ownerId && selfId === ownerId) return null; // one's own product
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="orange" disabled={!ownerId || pending} onClick={() => { if (ownerId) void contact(ownerId); }}>Contact supplier</Button>
        <Button variant="outline" colorPalette="orange" disabled={!ownerId} onClick={() => { if (ask(MESSAGES.needLogin)) setAsking(true); }}>Request a quote</Button>
      </HStack>
      <QuoteDialog product={product} open={asking} onClose={() => setAsking(false)} onSent={(roomId) => navigate(links.chatRoom(roomId))} />
    </>
  );
}

function QuoteDialog({ product, open, onClose, onSent }: { product: Product; open: boolean; onClose(): void; onSent(roomId: string): void }) {
  const [title, setTitle] = useState(`Quote: ${product.name}`.slice(0, 200));
  const [description, setDescription] = useState(`Please quote for ${product.name} (SKU ${product.sku}): quantity, price and delivery time.`);
  const [error, setError] = useState<string | null>(null);
  const { send, pending } = useCommand();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const rfq = await send('rfqs.create', { title: title.trim(), description: description.trim(), productId: product.id });
      showAlert('Request for quote sent', 'success');
      if (rfq.roomId) onSent(rfq.roomId);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <AppDialog open={open} title="Request a quote" onClose={onClose} footer={null}>
      <form onSubmit={(e) => void submit(e)} aria-label="Request a quote">
        <Stack gap="3">
          <Field.Root required invalid={title.trim() === '' || error !== null}>
            <Field.Label>Title</Field.Label>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.currentTarget.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea value={description} maxLength={1000} rows={4} onChange={(e) => setDescription(e.currentTarget.value)} />
          </Field.Root>
          <HStack justify="flex-end">
            <Button variant="outline" onClick={onClose}>Cancel</Button>
            <Button type="submit" colorPalette="orange" loading={pending} disabled={title.trim() === ''}>Send request</Button>
          </HStack>
        </Stack>
      </form>
    </AppDialog>
  );
}
