// URL builders of the companies area, products part (merged into `links` in links.ts). The public product
// and RFQ pages' builders live in links-companies.ts (links.product, links.rfq).
const enc = encodeURIComponent;

export const productsLinks = {
  meProducts: () => '/me/products',
  meProductsAdd: () => '/me/products/add',
  meProductsUploads: () => '/me/products/uploads',
  meProductsList: () => '/me/products/list',
  meProductMenus: () => '/me/product-menus',
  meProductMenu: (id: string) => `/me/product-menus/${enc(id)}`,
  meRfqs: () => '/me/rfqs',
  meRfqsAdd: () => '/me/rfqs/add',
};
