// URL builders of the view statistics under /me/stats (spec 2), merged into `links` in links.ts.
export type StatsArea = 'company-views' | 'product-views' | 'rfq-views';

export const statsLinks = {
  stats: (area: StatsArea) => `/me/stats/${area}`,
};
