// The app's one page header: the page's h1 in one size, the offline mark beside it when the page shows saved data,
// and the page's actions at the far end (wrapping under the title on a phone). PageTitle is the h1 alone, for a
// title inside a card or a centred layout.
import { Heading, HStack, type HeadingProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OfflineMark } from '../../features/data/OfflineMark';

export function PageTitle(props: Omit<HeadingProps, 'as' | 'size'>) {
  return <Heading as="h1" size="2xl" {...props} />;
}

export type PageHeaderProps = Omit<StackProps, 'title'> & { title: ReactNode; offline?: boolean; actions?: ReactNode };

export function PageHeader({ title, offline = false, actions, ...rest }: PageHeaderProps) {
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3" {...rest}>
      <HStack gap="3" minW="0" flexWrap="wrap">
        <PageTitle>{title}</PageTitle>
        <OfflineMark offline={offline} />
      </HStack>
      {actions}
    </HStack>
  );
}
