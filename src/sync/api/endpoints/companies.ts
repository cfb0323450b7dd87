// REST calls of the companies area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Shapes: src/domain/companies/types.ts; paths relative to the company service base (/api/v1/company).
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type {
  AddressSuggestion, Company, CompanyUpdate, Connection, ConnectionView, Country, FileAccess, Follow, GeoState, Page, PrivateFile, Product, ProductMenu,
  ProductWatchlist, Rfi, RfiType, Rfq, SearchPage, SearchSummary, SearchType, Watchlist,
} from '../../../domain/companies/types';
import type { ReportReason, ReportTarget } from '../../../domain/companies/rules';

export type SearchFilters = { keyword?: string; country?: string; city?: string; zipCode?: string; skip?: number; limit?: number };
export type RfiInput = { title: string; shortDesc: string; longDesc: string; requestTypeIds: string[] };
export type ReportTargetPath = 'company-searches' | 'company-group-searches' | 'company-group-post-searches' | 'product-searches';
/** where a report on each kind of target goes (spec 7) */
export const REPORT_PATH_OF: Record<ReportTarget, ReportTargetPath> = {
  COMPANY: 'company-searches', COMPANY_GROUP: 'company-group-searches', COMPANY_GROUP_POST: 'company-group-post-searches', PRODUCT: 'product-searches',
};

export type CompanyEndpoints = {
  'companies.byProfileNames': { in: { profileNames: string[] }; out: Company[] };
  'companies.byIds': { in: { ids: string[] }; out: Company[] };
  'companies.get': { in: { id: string }; out: Company };
  'companies.update': { in: { id: string; changes: CompanyUpdate }; out: Company };
  /** data URLs; null clears */
  'companies.logoBanner': { in: { id: string; logoUrl?: string | null; bannerUrl?: string | null }; out: Company };
  'companies.addImages': { in: { id: string; base64Imgs: string[] }; out: Company };
  'companies.deactivate': { in: { id: string }; out: Company };
  'companies.reactivate': { in: { id: string }; out: Company };
  'follows.create': { in: { companyId: string; followerId: string }; out: Follow };
  'follows.list': { in: { companyIds?: string[]; followerIds?: string[] }; out: Follow[] };
  'follows.delete': { in: { id: string }; out: { ok: true } };
  'connections.create': { in: { fromUserId: string; toUserId: string }; out: Connection };
  'connections.list': { in: { userIds?: string[] }; out: ConnectionView[] };
  'connections.accept': { in: { id: string }; out: Connection };
  'connections.resend': { in: { id: string }; out: Connection };
  'connections.delete': { in: { id: string }; out: { ok: true } };
  'connectionQrs.create': { in: void; out: { code: string } };
  'connectionQrs.accept': { in: { code: string }; out: Connection };
  'watchlists.list': { in: void; out: Watchlist[] };
  'watchlists.get': { in: { id: string }; out: Watchlist };
  'watchlists.create': { in: { name: string }; out: Watchlist };
  'watchlists.addCompany': { in: { id: string; companyId: string }; out: Watchlist };
  'watchlists.update': { in: { id: string; name?: string; _removeIds?: string[] }; out: Watchlist };
  'watchlists.copy': { in: { id: string; name?: string }; out: Watchlist };
  'watchlists.bulkDelete': { in: { ids: string[] }; out: { deleted: number } };
  'productWatchlists.list': { in: void; out: ProductWatchlist[] };
  'productWatchlists.create': { in: { name: string }; out: ProductWatchlist };
  'productWatchlists.addProduct': { in: { id: string; productId: string }; out: ProductWatchlist };
  'productWatchlists.update': { in: { id: string; name?: string; _removeIds?: string[] }; out: ProductWatchlist };
  'productWatchlists.bulkDelete': { in: { ids: string[] }; out: { deleted: number } };
  'products.list': { in: { ids?: string[]; companyIds?: string[]; companyProfileName?: string; sku?: string; skip?: number; limit?: number; asDeactivated?: boolean }; out: Page<Product> };
  'products.get': { in: { id: string }; out: Product };
  'products.create': { in: { companyId: string; name: string; sku: string; service: boolean; description?: string }; out: Product };
  'products.update': { in: { id: string; name?: string; sku?: string; service?: boolean; description?: string }; out: Product };
  'products.delete': { in: { id: string }; out: { ok: true } };
  'products.deactivate': { in: { id: string }; out: Product };
  'products.reactivate': { in: { id: string }; out: Product };
  /** multipart "files": pass onUploadProgress in the call options */
  'products.uploadImages': { in: { id: string; files: Blob[] }; out: Product };
  'products.deleteImage': { in: { id: string; imageId: string }; out: Product };
  'menus.list': { in: { companyIds: string[] }; out: ProductMenu[] };
  'menus.get': { in: { id: string }; out: ProductMenu };
  'menus.create': { in: { companyId: string; name: string }; out: ProductMenu };
  'menus.delete': { in: { id: string }; out: { ok: true } };
  'menus.addItems': { in: { id: string; productIds: string[] }; out: ProductMenu };
  'menus.removeItem': { in: { id: string; productId: string }; out: ProductMenu };
  'rfqs.list': { in: { ownerIds?: string[]; skip?: number; limit?: number }; out: Page<Rfq> };
  'rfqs.get': { in: { id: string }; out: Rfq };
  /** base64Imgs: up to 5 images as data URLs; productId: a quote asked for from a product, answered with its RFQ room */
  'rfqs.create': { in: { title: string; description: string; base64Imgs?: string[]; productId?: string }; out: Rfq & { roomId?: string } };
  'rfqs.delete': { in: { id: string }; out: { ok: true } };
  'rfiTypes.list': { in: void; out: RfiType[] };
  /** multipart parts "rfi" (JSON) and "files" (spec 7) */
  'rfis.create': { in: { companyId: string; rfi: RfiInput; files: Blob[] }; out: Rfi };
  'reports.create': { in: { target: ReportTargetPath; id: string; reason: ReportReason; description: string }; out: { id: string } };
  'files.list': { in: { companyId: string }; out: PrivateFile[] };
  'files.get': { in: { id: string }; out: PrivateFile };
  'files.requestAccess': { in: { id: string }; out: FileAccess };
  'files.accesses': { in: { mine: boolean }; out: FileAccess[] };
  'files.acceptAccess': { in: { fileId: string; id: string }; out: FileAccess };
  'files.deleteAccess': { in: { fileId: string; id: string }; out: { ok: true } };
  'geo.countries': { in: { keyword?: string }; out: Country[] };
  'geo.states': { in: { code: string }; out: GeoState[] };
  'geo.cities': { in: { code: string; stateCode?: string; keyword?: string }; out: string[] };
  'geo.geocoder': { in: Record<string, never>; out: { configured: boolean } };
  'geo.autocomplete': { in: { q: string }; out: AddressSuggestion[] };
  'search.all': { in: SearchFilters & { types?: SearchType[] }; out: SearchSummary };
  'search.type': { in: SearchFilters & { type: SearchType }; out: SearchPage };
};

const enc = encodeURIComponent;
const csv = (xs: readonly string[] | undefined): string | undefined => (xs === undefined ? undefined : xs.join(','));
export const SEARCH_PATHS: Record<SearchType, string> = {
  COMPANY: '/company-searches', PRODUCT: '/product-searches', GROUPEVENT: '/company-group-event-searches', RFQ: '/rfq-searches', GROUP: '/company-group-searches',
};
const filters = (f: SearchFilters) => ({ keyword: f.keyword, country: f.country || undefined, city: f.city || undefined, zipCode: f.zipCode || undefined, skip: f.skip, limit: f.limit });

function filesForm(fields: Record<string, string>, files: Blob[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  files.forEach((f, i) => form.append('files', f, f instanceof File ? f.name : `image-${i + 1}`));
  return form;
}

export const companyRoutes: RoutesOf<CompanyEndpoints> = {
  'companies.byProfileNames': { service: 'company', method: 'GET', authed: false, stale: [on('FOLLOW', { ids: ['companyId'] }), on('COMPANYMEMBER', { ids: ['companyId'] })], build: ({ profileNames }) => ({ path: '/companies', query: { profileNames: csv(profileNames) } }) },
  'companies.byIds': { service: 'company', method: 'GET', authed: false, stale: [on('FOLLOW', { ids: ['companyId'] }), on('COMPANYMEMBER', { ids: ['companyId'] })], build: ({ ids }) => ({ path: '/companies', query: { ids: csv(ids) } }) },
  'companies.get': { service: 'company', method: 'GET', authed: false, stale: [on('FOLLOW', { ids: ['companyId'] }), on('COMPANYMEMBER', { ids: ['companyId'] })], build: ({ id }) => ({ path: `/companies/${enc(id)}` }) },
  'companies.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, changes }) => ({ path: `/companies/${enc(id)}`, body: changes }) },
  'companies.logoBanner': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/companies/${enc(id)}/logo-banner`, body }) },
  'companies.addImages': { service: 'company', method: 'POST', authed: true, build: ({ id, base64Imgs }) => ({ path: `/companies/${enc(id)}/images`, body: { base64Imgs } }) },
  'companies.deactivate': { service: 'company', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/companies/${enc(id)}/deactivate` }) },
  'companies.reactivate': { service: 'company', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/companies/${enc(id)}/reactivate` }) },
  'follows.create': { service: 'company', method: 'POST', authed: true, changes: [{ type: 'FOLLOW', action: 'CREATED' }], build: (body) => ({ path: '/follows', body }) },
  'follows.list': { service: 'company', method: 'GET', authed: false, stale: [on('FOLLOW', { listedBy: { companyId: 'companyIds', followerId: 'followerIds' }, patch: true })], build: ({ companyIds, followerIds }) => ({ path: '/follows', query: { companyIds: csv(companyIds), followerIds: csv(followerIds) } }) },
  'follows.delete': { service: 'company', method: 'DELETE', authed: true, changes: [{ type: 'FOLLOW', action: 'DELETED' }], build: ({ id }) => ({ path: `/follows/${enc(id)}` }) },
  'connections.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/connections', body }) },
  'connections.list': { service: 'company', method: 'GET', authed: true, stale: [on('CONNECTION')], build: ({ userIds }) => ({ path: '/connections', query: { userIds: csv(userIds) } }) },
  'connections.accept': { service: 'company', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/connections/${enc(id)}`, body: { activated: true } }) },
  'connections.resend': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `/connections/${enc(id)}/resend` }) },
  'connections.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/connections/${enc(id)}` }) },
  'connectionQrs.create': { service: 'company', method: 'POST', authed: true, build: () => ({ path: '/connection-qrs' }) },
  'connectionQrs.accept': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/connection-qrs/accept', body }) },
  'watchlists.list': { service: 'company', method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/company-watchlists' }) },
  'watchlists.get': { service: 'company', method: 'GET', authed: true, stale: [on('FOLLOW', { ids: ['companyId'] })], build: ({ id }) => ({ path: `/company-watchlists/${enc(id)}` }) },
  'watchlists.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/company-watchlists', body }) },
  'watchlists.addCompany': { service: 'company', method: 'POST', authed: true, build: ({ id, companyId }) => ({ path: `/company-watchlists/${enc(id)}/items`, body: { companyId } }) },
  'watchlists.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-watchlists/${enc(id)}`, body }) },
  'watchlists.copy': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/company-watchlists/copy', body }) },
  'watchlists.bulkDelete': { service: 'company', method: 'DELETE', authed: true, build: ({ ids }) => ({ path: '/company-watchlists', query: { ids: csv(ids) } }) },
  'productWatchlists.list': { service: 'company', method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/product-watchlists' }) },
  'productWatchlists.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/product-watchlists', body }) },
  'productWatchlists.addProduct': { service: 'company', method: 'POST', authed: true, build: ({ id, productId }) => ({ path: `/product-watchlists/${enc(id)}/items`, body: { productId } }) },
  'productWatchlists.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/product-watchlists/${enc(id)}`, body }) },
  'productWatchlists.bulkDelete': { service: 'company', method: 'DELETE', authed: true, build: ({ ids }) => ({ path: '/product-watchlists', query: { ids: csv(ids) } }) },
  'products.list': {
    service: 'company', method: 'GET', authed: false, stale: NEVER,
    build: ({ ids, companyIds, companyProfileName, sku, skip, limit, asDeactivated }) => ({
      path: '/products', query: { ids: csv(ids), companyIds: csv(companyIds), companyProfileName, sku, skip, limit, asDeactivated },
    }),
  },
  'products.get': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ id }) => ({ path: `/products/${enc(id)}` }) },
  'products.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/products', body }) },
  'products.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/products/${enc(id)}`, body }) },
  'products.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/products/${enc(id)}` }) },
  'products.deactivate': { service: 'company', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/products/${enc(id)}/deactivate` }) },
  'products.reactivate': { service: 'company', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/products/${enc(id)}/reactivate` }) },
  'products.uploadImages': { service: 'company', method: 'POST', authed: true, build: ({ id, files }) => ({ path: `/products/${enc(id)}/images`, body: filesForm({}, files) }) },
  'products.deleteImage': { service: 'company', method: 'DELETE', authed: true, build: ({ id, imageId }) => ({ path: `/products/${enc(id)}/images/${enc(imageId)}` }) },
  'menus.list': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ companyIds }) => ({ path: '/product-menus', query: { companyIds: csv(companyIds) } }) },
  'menus.get': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ id }) => ({ path: `/product-menus/${enc(id)}` }) },
  'menus.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/product-menus', body }) },
  'menus.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/product-menus/${enc(id)}` }) },
  'menus.addItems': { service: 'company', method: 'POST', authed: true, build: ({ id, productIds }) => ({ path: `/product-menus/${enc(id)}/items`, body: { productIds } }) },
  'menus.removeItem': { service: 'company', method: 'DELETE', authed: true, build: ({ id, productId }) => ({ path: `/product-menus/${enc(id)}/items/${enc(productId)}` }) },
  'rfqs.list': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ ownerIds, skip, limit }) => ({ path: '/rfqs', query: { ownerIds: csv(ownerIds), skip, limit } }) },
  'rfqs.get': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ id }) => ({ path: `/rfqs/${enc(id)}` }) },
  'rfqs.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/rfqs', body }) },
  'rfqs.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/rfqs/${enc(id)}` }) },
  'rfiTypes.list': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: () => ({ path: '/rfi-types' }) },
  'rfis.create': { service: 'company', method: 'POST', authed: true, build: ({ companyId, rfi, files }) => ({ path: `/companies/${enc(companyId)}/rfis`, body: filesForm({ rfi: JSON.stringify(rfi) }, files) }) },
  'reports.create': { service: 'company', method: 'POST', authed: true, build: ({ target, id, ...body }) => ({ path: `/${target}/${enc(id)}/reports`, body }) },
  'files.list': { service: 'company', method: 'GET', authed: true, stale: [on('FILEACCESS')], build: ({ companyId }) => ({ path: '/company-private-files', query: { companyId } }) },
  'files.get': { service: 'company', method: 'GET', authed: true, stale: [on('FILEACCESS')], build: ({ id }) => ({ path: `/company-private-files/${enc(id)}` }) },
  'files.requestAccess': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `/company-private-files/${enc(id)}/accesses/request` }) },
  'files.accesses': { service: 'company', method: 'GET', authed: true, stale: [on('FILEACCESS')], build: ({ mine }) => ({ path: '/company-private-files/accesses', query: { mine } }) },
  'files.acceptAccess': { service: 'company', method: 'PATCH', authed: true, build: ({ fileId, id }) => ({ path: `/company-private-files/${enc(fileId)}/accesses/${enc(id)}/accept` }) },
  'files.deleteAccess': { service: 'company', method: 'DELETE', authed: true, build: ({ fileId, id }) => ({ path: `/company-private-files/${enc(fileId)}/accesses/${enc(id)}` }) },
  'geo.countries': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ keyword }) => ({ path: '/geo/countries', query: { keyword } }) },
  'geo.states': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ code }) => ({ path: `/geo/countries/${enc(code)}/states` }) },
  'geo.cities': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ code, stateCode, keyword }) => ({ path: `/geo/countries/${enc(code)}/cities`, query: { stateCode, keyword } }) },
  'geo.geocoder': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: () => ({ path: '/geo/geocoder' }) },
  'geo.autocomplete': { service: 'company', method: 'GET', authed: true, stale: NEVER, build: ({ q }) => ({ path: '/geo/autocomplete', query: { q } }) },
  'search.all': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ types, ...f }) => ({ path: '/searches', query: { ...filters(f), types: csv(types) } }) },
  'search.type': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ type, ...f }) => ({ path: SEARCH_PATHS[type], query: filters(f) }) },
};
