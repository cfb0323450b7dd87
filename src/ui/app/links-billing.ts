// URL builders of the billing area (merged into `links` in links.ts).
export const billingLinks = {
};
