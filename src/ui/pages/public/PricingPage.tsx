import { Box, Button, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { links } from '../../app/links';
import { usePageTitle } from '../../components/usePageTitle';

// Fixed marketing copy for visitors: not read from the payment service's MTZ plans (GET /payment/plans).
const PLANS = [
  { name: 'Free', price: '$0', period: 'forever', features: ['Company profile', 'Up to 16 products', 'Chat and RFQ answers', 'Join trade groups'] },
  { name: 'Business', price: '$29', period: 'per month', features: ['Everything in Free', 'Unlimited products and menus', 'Profile and product statistics', 'CRM contacts and tracking codes'] },
  { name: 'Premium', price: '$99', period: 'per month', features: ['Everything in Business', 'Ad campaigns and organic listings', 'Email campaigns', 'Priority support'] },
];

export function PricingPage() {
  usePageTitle('Plans and Pricing');
  return (
    <Box py="8">
      <Heading as="h1" size="2xl" mb="2" textAlign="center">
        Plans and Pricing
      </Heading>
      <Text textAlign="center" color="gray.700" mb="8">
        Start free. Upgrade when you need more reach; downgrades take effect at your next billing date.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" maxW="1100px" mx="auto">
        {PLANS.map((p) => (
          <Box as="section" key={p.name} p="6" borderWidth="1px" borderRadius="lg" aria-label={`${p.name} plan`}>
            <Heading as="h2" size="lg">
              {p.name}
            </Heading>
            <Text fontSize="3xl" fontWeight="bold" my="2">
              {p.price}{' '}
              <Text as="span" fontSize="sm" fontWeight="normal" color="gray.600">
                {p.period}
              </Text>
            </Text>
            <List.Root gap="1" ps="5" mb="4">
              {p.features.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List.Root>
            <Button asChild colorPalette="orange" w="full">
              <RouterLink href={links.register()}>{p.name === 'Free' ? 'Get started free' : `Start with ${p.name}`}</RouterLink>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
