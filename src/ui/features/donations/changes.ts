// The group's donation changed (settings saved): the Donate button reloads it.
type Listener = (companyGroupId: string) => void;
const listeners = new Set<Listener>();

export function onDonationChanged(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function donationChanged(companyGroupId: string): void {
  for (const l of listeners) l(companyGroupId);
}
