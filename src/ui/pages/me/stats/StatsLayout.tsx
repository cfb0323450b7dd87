// Every statistics page: the personal area's page frame (AreaLayout) with the breadcrumb Dashboard > Statistics
// (> the page), the area's own navigation, and the member's own choice to be shown to the pages they view.
import { links } from '../../../app/links';
import { AreaLayout, type AreaPageProps } from '../AreaLayout';
import { ShowMeSetting } from './ShowMeSetting';

const AREA_NAV = [
  { label: 'Company Views', href: links.stats('company-views') },
  { label: 'Product Views', href: links.stats('product-views') },
  { label: 'RFQ Views', href: links.stats('rfq-views') },
];

export function StatsLayout(props: AreaPageProps) {
  return <AreaLayout area={{ label: 'Statistics', href: links.stats('company-views') }} nav={AREA_NAV} actions={<ShowMeSetting />} {...props} />;
}
