// All a grantee sees of the chrome: the statistics shared with them, and Log out (spec 6: confined like the site admin).
import { links } from '../../app/links';
import { PortalHeader } from '../../features/shell/PortalHeader';

export function GranteeHeader() {
  return <PortalHeader title="Grantee statistics" home={links.grantee()} />;
}
