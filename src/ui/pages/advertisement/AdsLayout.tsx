// Every advertising page: the personal area's page frame (AreaLayout) with the breadcrumb Dashboard > Advertisement
// (> the page) and the area's own navigation.
import { links } from '../../app/links';
import { AreaLayout, type AreaPageProps } from '../me/AreaLayout';

const AREA_NAV = [
  { label: 'Overview', href: links.advertisement() },
  { label: 'Ad Campaigns', href: links.adCampaigns() },
  { label: 'New Campaign', href: links.adCampaignAdd() },
  { label: 'Ad Templates', href: links.adTemplates() },
  { label: 'Group Sponsors', href: links.adGroupSponsors() },
  { label: 'Organic Listings', href: links.adOrganicListings() },
];

export function AdsLayout(props: AreaPageProps) {
  return <AreaLayout area={{ label: 'Advertisement', href: links.advertisement() }} nav={AREA_NAV} {...props} />;
}
