// The footer's Feedback button. Its dialog (the form, the captcha solver and the CRM rules it checks) loads when
// first opened: every page has the footer, and the first script stays small.
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

/** The Feedback dialog, loaded when first opened (also by 'Report a problem', with the recording attached). */
export const LazyFeedbackDialog = lazy(async () => ({ default: (await import('./FeedbackDialog')).FeedbackDialog }));

export function FeedbackLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="plain" p="0" h="auto" minW="0" fontSize="sm" fontWeight="normal" color="gray.700" _hover={{ textDecoration: 'underline' }} onClick={() => setOpen(true)}>
        Feedback
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyFeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
