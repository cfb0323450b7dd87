// /mtz-news: the platform's news written by site admins, newest first, paged; /mtz-news/:id one post.
// Only published posts reach the public (the server's rule). Bodies are sanitised rich text.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { NEWS_PAGE_SIZE, type NewsPost } from '../../../domain/news/news';
import { formatDay } from '../../../domain/shared/dates';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { RichText } from '../../components/rich-text/RichText';
import { usePageTitle } from '../../components/usePageTitle';
import { useQuery } from '../../features/data/useQuery';

function NewsArticle({ post, linked }: { post: NewsPost; linked: boolean }) {
  return (
    <Box as="article" aria-label={post.title} p="4" borderWidth="1px" borderRadius="md">
      <Heading as="h2" size="lg">{linked ? <AppLink href={links.newsPost(post.id)}>{post.title}</AppLink> : post.title}</Heading>
      <Text fontSize="sm" color="gray.600" mb="2">{formatDay(post.createdAt)} · {post.authorName}</Text>
      <RichText html={post.body} />
    </Box>
  );
}

export function NewsPage() {
  usePageTitle('News');
  const [page, setPage] = useState({ page: 1, size: NEWS_PAGE_SIZE });
  const q = useQuery('news.list', { skip: (page.page - 1) * page.size, limit: page.size });
  return (
    <Box maxW="850px" mx="auto" py="8">
      <Heading as="h1" size="2xl" mb="6">MTZ News</Heading>
      {q.status === 'error' && !q.data && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!q.data ? <Text role="status">Loading...</Text> : q.data.items.length === 0 ? <Text>No news yet.</Text> : (
        <Stack gap="4">
          {q.data.items.map((p) => <NewsArticle key={p.id} post={p} linked />)}
          <Pagination total={q.data.total} page={page.page} size={page.size} sizes={[NEWS_PAGE_SIZE]} onChange={(p, size) => setPage({ page: p, size })} />
        </Stack>
      )}
    </Box>
  );
}

export function NewsPostPage() {
  const { id = '' } = useParams<{ id: string }>();
  const q = useQuery('news.one', id ? { id } : null);
  usePageTitle(q.data?.title ?? 'News');
  return (
    <Box maxW="850px" mx="auto" py="8">
      <Text mb="4"><AppLink href={links.news()}>All news</AppLink></Text>
      {q.status === 'error' && !q.data ? <Text color="red.600" role="alert">{q.error?.message}</Text> : !q.data ? <Text role="status">Loading...</Text> : <NewsArticle post={q.data} linked={false} />}
    </Box>
  );
}
