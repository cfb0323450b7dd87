import { ContentPage } from './ContentPage';

/** Also the page for any unknown path (spec 2). */
export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Use"
      updated="1 November 2026"
      lead="These terms apply to everyone who visits or uses the MTZ trade network. By creating an account you accept them on behalf of yourself and the company you represent."
      sections={[
        {
          title: '1. Your account',
          body: 'You must give your real name and a work email you control, and keep your password to yourself. You are responsible for what happens under your account. One person may hold several accounts and switch between them; each account must belong to that person.',
        },
        {
          title: '2. Company profiles and listings',
          body: 'Only list companies you are allowed to represent, and products and services you can actually supply. Prices, certificates and stock levels you publish must be accurate. We may remove listings that mislead buyers.',
        },
        {
          title: '3. Requests for quotation and messages',
          body: 'RFQs, chat messages and calls are for genuine business enquiries. Spam, bulk unsolicited offers, harassment and attempts to move buyers off the platform to defraud them are not allowed.',
        },
        {
          title: '4. Paid plans, sponsorships and donations',
          body: 'Paid plans renew each month or year until you cancel. A downgrade takes effect at the next billing date. Group sponsorships and donations go to the group that receives them; MTZ shows any transaction fee separately before you pay.',
        },
        {
          title: '5. Reporting content',
          body: 'Use the report button on a profile or post to flag spam, copyright infringement or inappropriate content. We review every report and may suspend accounts that break these terms.',
        },
        {
          title: '6. Liability',
          body: 'MTZ connects businesses but is not a party to the contracts they make. We provide the service as is and are not liable for losses arising from deals between members, to the extent the law allows.',
        },
        {
          title: '7. Changes',
          body: 'We will tell members by email at least 30 days before a change to these terms takes effect.',
        },
      ]}
    />
  );
}
