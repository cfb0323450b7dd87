// Every CRM page: the personal area's page frame (AreaLayout) with the breadcrumb Dashboard > CRM (> the page).
import { links } from '../../app/links';
import { AreaLayout, type AreaPageProps } from '../me/AreaLayout';

export function CrmLayout(props: AreaPageProps) {
  return <AreaLayout area={{ label: 'CRM', href: links.crm() }} {...props} />;
}
