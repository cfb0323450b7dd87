// The first stop of the Tab key on every page: 'Skip to content' jumps past the header to the page's main
// landmark. Hidden until focused.
import { Box } from '@chakra-ui/react';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute" left="2" top="-20" zIndex="skipNav" px="4" py="2" bg="white" color="orange.700"
      fontWeight="semibold" borderWidth="2px" borderColor="orange.700" rounded="md"
      _focusVisible={{ top: '2' }} _focus={{ top: '2' }}
    >
      <a href={`#${MAIN_ID}`}>Skip to content</a>
    </Box>
  );
}
