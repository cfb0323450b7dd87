// The get-started checklist (/me/get-started): what makes a profile useful, each item done or not, with progress.
export type GetStartedFacts = {
  /** the member's first company, or null when they own none */
  company: { logoUrl: string | null; bannerUrl: string | null; productCount: number } | null;
  connections: number;
  groups: number;
  posts: number;
};

export const GET_STARTED_ITEMS = [
  { id: 'logo', label: 'Add your company logo' },
  { id: 'banner', label: 'Add a banner to your company page' },
  { id: 'product', label: 'List your first product or service' },
  { id: 'connection', label: 'Make your first connection' },
  { id: 'group', label: 'Join your first group' },
  { id: 'post', label: 'Write your first post' },
] as const;

export type GetStartedItemId = (typeof GET_STARTED_ITEMS)[number]['id'];
export type GetStartedItem = { id: GetStartedItemId; label: string; done: boolean };
export type GetStartedProgress = { items: GetStartedItem[]; done: number; total: number; percent: number };

function isDone(id: GetStartedItemId, f: GetStartedFacts): boolean {
  switch (id) {
    case 'logo': return !!f.company?.logoUrl;
    case 'banner': return !!f.company?.bannerUrl;
    case 'product': return (f.company?.productCount ?? 0) > 0;
    case 'connection': return f.connections > 0;
    case 'group': return f.groups > 0;
    case 'post': return f.posts > 0;
  }
}

export function getStarted(facts: GetStartedFacts): GetStartedProgress {
  const items = GET_STARTED_ITEMS.map((i) => ({ ...i, done: isDone(i.id, facts) }));
  const done = items.filter((i) => i.done).length;
  return { items, done, total: items.length, percent: Math.round((done * 100) / items.length) };
}

/** The parts of a company page that make it complete (/me/company), each filled or missing. */
export const COMPANY_PROFILE_PARTS = [
  { id: 'logo', label: 'Logo', filled: (c: CompanyProfileFacts) => !!c.logoUrl },
  { id: 'banner', label: 'Banner', filled: (c: CompanyProfileFacts) => !!c.bannerUrl },
  { id: 'description', label: 'Description', filled: (c: CompanyProfileFacts) => c.description.trim() !== '' },
  { id: 'website', label: 'Website', filled: (c: CompanyProfileFacts) => !!c.website },
  { id: 'phone', label: 'Phone', filled: (c: CompanyProfileFacts) => !!c.phone },
  { id: 'address', label: 'Address', filled: (c: CompanyProfileFacts) => !!c.address && !!c.country },
  { id: 'images', label: 'Images', filled: (c: CompanyProfileFacts) => c.images.length > 0 },
] as const;

export type CompanyProfileFacts = {
  logoUrl: string | null; bannerUrl: string | null; description: string; website: string | null; phone: string | null;
  address: string | null; country: string | null; images: readonly string[];
};

export function companyCompleteness(c: CompanyProfileFacts): { percent: number; missing: string[] } {
  const missing = COMPANY_PROFILE_PARTS.filter((p) => !p.filled(c)).map((p) => p.label);
  return { percent: Math.round(((COMPANY_PROFILE_PARTS.length - missing.length) * 100) / COMPANY_PROFILE_PARTS.length), missing };
}
