// URL builders of the groups area (merged into `links` in links.ts).
export const groupLinks = {
};
