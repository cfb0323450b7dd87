// URL builders of the companies area, products part (merged into `links` in links.ts).
export const productsLinks = {};
