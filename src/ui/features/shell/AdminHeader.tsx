import { links } from '../../app/links';
import { PortalHeader } from './PortalHeader';

/** All a site admin sees of the chrome (spec 6). */
export function AdminHeader() {
  return <PortalHeader title="Admin Portal" home={links.admin()} />;
}
