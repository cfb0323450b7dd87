// /faqs: every FAQ topic with its questions (written by site admins at /mtz-admin/faqs); /faqs/:profileName one
// topic, or 'FAQ topic not found' with the way back. Questions are plain text; answers sanitised rich text.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import type { FaqTopic } from '../../../domain/content/content';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { RichText } from '../../components/rich-text/RichText';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';

function Questions({ topic }: { topic: FaqTopic }) {
  if (topic.questions.length === 0) return <Text color="gray.600">No questions in this topic yet.</Text>;
  return (
    <Stack gap="3">
      {topic.questions.map((q) => (
        <Box as="details" key={q.id} p="4" borderWidth="1px" borderRadius="md">
          <Box as="summary" fontWeight="semibold" cursor="pointer">{q.question}</Box>
          <RichText html={q.answer} mt="2" color="gray.700" />
        </Box>
      ))}
    </Stack>
  );
}

export function FaqsPage() {
  usePageTitle('FAQs');
  const q = useQuery('faqs.list', undefined);
  return (
    <Box maxW="850px" mx="auto" py="8">
      <Heading as="h1" size="2xl" mb="6">Frequently asked questions <OfflineMark offline={q.offline} /></Heading>
      {q.status === 'error' && !q.data ? <Text color="red.600" role="alert">{q.error?.message}</Text>
        : !q.data ? <Text role="status">Loading...</Text>
          : q.data.length === 0 ? <Text>No questions yet.</Text> : (
            <Stack gap="8">
              {q.data.map((t) => (
                <Box as="section" key={t.id} aria-label={t.title}>
                  <Heading as="h2" size="lg" mb="3"><AppLink href={links.faqTopic(t.profileName)}>{t.title}</AppLink></Heading>
                  <Questions topic={t} />
                </Box>
              ))}
            </Stack>
          )}
    </Box>
  );
}

export function FaqTopicPage() {
  const { profileName = '' } = useParams<{ profileName: string }>();
  const q = useQuery('faqs.topic', profileName ? { profileName } : null);
  usePageTitle(q.data ? `${q.data.title} | FAQs` : 'FAQs');
  return (
    <Box maxW="850px" mx="auto" py="8">
      <Text mb="4"><AppLink href={links.faqs()}>All FAQs</AppLink></Text>
      {q.status === 'error' && !q.data ? <Text color="red.600" role="alert">{q.error?.message}</Text>
        : !q.data ? <Text role="status">Loading...</Text> : (
          <>
            <Heading as="h1" size="2xl" mb="6">{q.data.title} <OfflineMark offline={q.offline} /></Heading>
            <Questions topic={q.data} />
          </>
        )}
    </Box>
  );
}
