// Demo content: FAQ topics with their questions (what /faqs showed as static text before), and extra questions for
// members and companies.
import { randomUUID } from 'node:crypto';
import { inTransaction, type AppContext } from '../context';

export const FAQ_SEED = [
  {
    profileName: 'getting-started', title: 'Getting started',
    questions: [
      ['Is MTZ free?', '<p>Yes. Creating an account and a company profile is free. Paid plans add more product listings, advertising, statistics and CRM tools.</p>'],
      ['How do I confirm my email?', '<p>After you join we email you a 6-digit code. Enter it on the confirmation page within 5 minutes; if it expires, ask for a new code on the same page.</p>'],
      ['I forgot my password. What now?', '<p>Use <b>Forgot password</b> on the sign-in page. We email you a 6-digit code to set a new password.</p>'],
    ],
  },
  {
    profileName: 'companies-and-groups', title: 'Companies and groups',
    questions: [
      ['Can I manage more than one company?', '<p>Yes. You can own several companies, and you can sign in to several accounts at once and switch between them from the top bar.</p>'],
      ['What is an RFQ?', '<p>A request for quotation: a buyer describes what they need, and suppliers in the matching business types can answer with an offer in a private RFQ chat.</p>'],
      ['What are company groups?', '<p>Online homes for associations, chambers and buying groups: member lists, events with tickets, sponsors, donations and chat rooms for members.</p>'],
    ],
  },
] as const;

const EXTRA_SEED = [
  { audience: 'USER', question: 'What is your role in purchasing?', multiple: false, choices: ['I decide', 'I recommend', 'I am not involved'] },
  { audience: 'USER', question: 'Which topics interest you?', multiple: true, choices: ['Sourcing', 'Logistics', 'Trade shows', 'Financing'] },
  { audience: 'COMPANY', question: 'How many employees does the company have?', multiple: false, choices: ['1-10', '11-50', '51-250', 'More than 250'] },
  { audience: 'COMPANY', question: 'Which markets does the company sell to?', multiple: true, choices: ['Local', 'National', 'Europe', 'Worldwide'] },
] as const;

export async function seedContent(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    if (await trx.selectFrom('faq_topics').select('id').executeTakeFirst()) return;
    for (const [position, t] of FAQ_SEED.entries()) {
      const id = randomUUID();
      await trx.insertInto('faq_topics').values({ id, profile_name: t.profileName, title: t.title, position, created_at: now, updated_at: now }).execute();
      for (const [i, [question, answer]] of t.questions.entries()) {
        await trx.insertInto('faq_questions').values({ id: randomUUID(), topic_id: id, question, answer, position: i, created_at: now, updated_at: now }).execute();
      }
    }
    for (const [position, q] of EXTRA_SEED.entries()) {
      await trx.insertInto('extra_questions').values({
        id: randomUUID(), audience: q.audience, question: q.question, multiple: q.multiple, position,
        choices: JSON.stringify(q.choices.map((label) => ({ id: randomUUID(), label }))), created_at: now, updated_at: now,
      }).execute();
    }
  });
}
