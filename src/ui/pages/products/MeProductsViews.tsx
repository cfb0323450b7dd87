// The sub-pages of /me/products and /me/rfqs (spec 2): each route opens its view of the existing page.
import { MeProductsPage } from './MeProductsPage';
import { MeRfqsPage } from './MeRfqsPage';

export const MeProductsAddPage = () => <MeProductsPage view="add" />;
export const MeProductsUploadsPage = () => <MeProductsPage view="uploads" />;
export const MeProductsListPage = () => <MeProductsPage view="list" />;
export const MeRfqsAddPage = () => <MeRfqsPage view="add" />;
