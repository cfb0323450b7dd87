// URL builders of the companies area, network part (merged into `links` in links.ts). The older network
// links (meConnections, meConnectionsQr, meFollowings, meWatchlists, meWatchlist, fileAccess) live in links-companies.ts.
export const networkLinks = {
  meProductWatchlists: () => '/me/product-watchlists',
  meFiles: () => '/me/mtz-files',
  meFileRequests: () => '/me/mtz-files/requests',
};
