// URL builders of the companies area (merged into `links` in links.ts).
import type { SearchType } from '../../domain/companies/types';
import { withQuery } from './query';

const enc = encodeURIComponent;

export const companyLinks = {
  profile: (profileName: string, sub?: string) => `/profile/${enc(profileName)}${sub ? `/${sub}` : ''}`,
  companyEdit: (profileName: string) => withQuery(`/profile/${enc(profileName)}`, { selectedDialog: 'COMPANY_INFO' }),
  companyById: (companyId: string) => `/companies/${enc(companyId)}`,
  userProfile: (profileName: string) => `/users/${enc(profileName)}`,
  companyPost: (companyPostId: string) => `/posts/${enc(companyPostId)}`,
  searchPage: (q: { keyword?: string; type?: SearchType; country?: string; city?: string; zipCode?: string }) => withQuery('/search', q),
  directory: (section?: 'events' | 'groups' | 'products' | 'companies') => (section ? `/directory/${section}` : '/directory'),
  product: (companyProfileName: string, sku: string) => `/products/${enc(companyProfileName)}/${enc(sku)}`,
  rfq: (id: string) => `/rfqs/${enc(id)}`,
  fileAccess: (mtzFileId: string) => `/file-access/${enc(mtzFileId)}`,
  meConnections: () => '/me/connections',
  meConnectionsQr: () => '/me/connections/qr',
  meFollowings: () => '/me/followings',
  meWatchlists: () => '/me/company-watchlists',
  meWatchlist: (id: string) => `/me/company-watchlists/${enc(id)}`,
};
