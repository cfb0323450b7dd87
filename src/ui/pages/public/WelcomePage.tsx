import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { links } from '../../app/links';
import { usePageTitle } from '../../components/usePageTitle';
import { PageTitle } from '../../components/page-header/PageHeader';

const STEPS = [
  'Join free with your work email and choose up to 5 business types.',
  'Confirm your email with the 6-digit code we send you.',
  'Your company profile is created: add your logo, products and contact details.',
  'Connect with partners, join trade groups and answer requests for quotation.',
];

/** /welcome and /welcome/new: what a new member does first. */
function Welcome({ isNew }: { isNew: boolean }) {
  usePageTitle('Welcome');
  return (
    <Stack maxW="850px" mx="auto" py="10" gap="6">
      <PageTitle>
        {isNew ? 'Welcome aboard' : 'Welcome to MTZ'}
      </PageTitle>
      <Text fontSize="lg" color="gray.700">
        {isNew
          ? 'Your account is ready. Here is how to get the most out of your first week on the network.'
          : 'MTZ is the trade network for companies that sell to other companies. Getting started takes about five minutes.'}
      </Text>
      <Box as="section">
        <Heading as="h2" size="lg" mb="3">
          Four steps to your first lead
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {STEPS.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Box>
        <Button asChild colorPalette="orange">
          <RouterLink href={isNew ? links.me() : links.register()}>{isNew ? 'Open My Area' : 'Create your free account'}</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

export function WelcomePage() {
  return <Welcome isNew={false} />;
}

export function WelcomeNewPage() {
  return <Welcome isNew />;
}
