import { ContentPage } from './ContentPage';

export function AboutPage() {
  return (
    <ContentPage
      title="About Us"
      lead="MTZ is a business-to-business trade network. We help small and mid-sized suppliers get found by the buyers who need them, and help trade groups run their communities online."
      sections={[
        {
          title: 'Our mission',
          body: 'Most B2B trade still starts with a phone call to someone you already know. We want a regional manufacturer to be as easy to find, compare and contact as the largest distributor, and we want every enquiry to reach the right person the same day.',
        },
        {
          title: 'Who uses MTZ',
          body: 'Manufacturers, wholesalers, distributors, logistics and service companies list their products and answer requests for quotation. Buyers and sourcing teams search the directory, follow suppliers and keep watchlists. Chambers of commerce, industry associations and buying groups run their member lists, events and sponsorships on MTZ.',
        },
        {
          title: 'How we earn money',
          body: 'Joining and keeping a company profile is free. Paid plans add more products, advertising, sponsorship slots, CRM tools and detailed statistics. We never sell member contact data.',
        },
        {
          id: 'investor-relations',
          title: 'Investor Relations',
          body: 'MTZ is privately held. Investors and analysts can reach our finance team at investors@mtz.example for company information and reports.',
        },
      ]}
    />
  );
}
