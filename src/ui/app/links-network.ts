// URL builders of the companies area, network part (merged into `links` in links.ts).
export const networkLinks = {};
