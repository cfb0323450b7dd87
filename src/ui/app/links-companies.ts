// URL builders of the companies area (merged into `links` in links.ts).
export const companyLinks = {
};
