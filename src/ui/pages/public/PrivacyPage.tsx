import { ContentPage } from './ContentPage';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      updated="1 November 2026"
      lead="We collect what we need to run a trade network, show it only to the people you choose, and never sell it."
      sections={[
        {
          title: 'What we collect',
          body: 'Your name, work email, password (stored only as a secure hash), the company you represent, its business types, and what you publish on your profile. When you use MTZ we record page views of company and product profiles to show owners their statistics, and the tracking codes of links you followed.',
        },
        {
          title: 'How we use it',
          body: 'To run your account, deliver messages and notifications in real time, match RFQs with suppliers, bill paid plans and keep the network free of spam. We send service emails such as confirmation codes; marketing emails only with your consent.',
        },
        {
          title: 'Who can see it',
          body: 'Company profiles and product listings are public. Your connections, watchlists, notes and chats are private to you and the people you share them with. Payment details are held by our payment provider, not by us.',
        },
        {
          title: 'Your choices',
          body: 'You can edit your profile, hide yourself from a group member list where the group allows it, export your data, or ask us to delete your account from My Area > Account > Removal.',
        },
        {
          title: 'Contact',
          body: 'Write to privacy@mtz.example with any question about your data.',
        },
      ]}
    />
  );
}
