import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { AppLink } from '../../components/AppLink';
import { FeedbackLink } from '../feedback/FeedbackLink';
import { FOOTER_LINKS, PAGE_MAX_WIDTH } from './nav';
import { ReportProblem } from './ReportProblem';

export function Footer() {
  return (
    <Box as="footer" bg="gray.100" borderTopWidth="1px" mt="12">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="6" justify="space-between" align="center" wrap="wrap" gap="4">
        <HStack as="nav" aria-label="Footer" gap="4" wrap="wrap">
          {FOOTER_LINKS.map((l) => (
            <Fragment key={l.label}>
              {l.label === 'Feedback' ? <FeedbackLink /> : (
                <AppLink href={l.href} fontSize="sm" color="gray.700">
                  {l.label}
                </AppLink>
              )}
              {l.label === 'Feedback' && <ReportProblem />}
            </Fragment>
          ))}
        </HStack>
        <Text fontSize="xs" color="gray.600">
          © {new Date().getFullYear()} MTZ. Connecting suppliers, buyers and trade groups.
        </Text>
      </Flex>
    </Box>
  );
}
