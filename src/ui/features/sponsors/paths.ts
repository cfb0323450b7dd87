// Paths of the sponsorship pages that `links` does not build yet (links.group(p, 'sponsors') and
// links.groupSponsor(p, id) cover the group's Sponsors tab).
const e = encodeURIComponent;

export const sponsorPaths = {
  checkout: (priceId: string) => `/checkout/company-group-sponsorship-subscriptions/${e(priceId)}`,
  subscription: (id: string) => `/me/billing/subscriptions/cg-sponsor-subscriptions/${e(id)}`,
  paymentAccounts: () => '/me/billing/payment-accounts',
};
