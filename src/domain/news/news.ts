// The platform's news (spec 2: /mtz-news): posts written by site admins, shown to everyone once published.

export const NEWS_TITLE_MAX = 200;
export const NEWS_PAGE_SIZE = 10;

export const NEWS_MESSAGES = {
  needsText: 'Write some text for the news post',
  notFound: 'News post not found',
} as const;

export type NewsPost = {
  id: string;
  title: string;
  /** sanitised rich text (HTML) */
  body: string;
  published: boolean;
  authorId: string;
  authorName: string;
  createdAt: number;
  updatedAt: number;
};

export type NewsPage = { total: number; items: NewsPost[] };
