// Company posts (the profile's Posts tab and /posts/{companyPostId}): the owner writes rich text, optionally
// with images; deactivated posts are seen by the owner only.
export type CompanyPost = {
  id: string;
  companyId: string;
  companyName: string;
  companyProfileName: string;
  title: string | null;
  /** sanitised HTML (see src/domain/groups/rich-text.ts) */
  content: string;
  /** image data URLs */
  images: string[];
  deactivated: boolean;
  createdAt: number;
  updatedAt: number;
};

export const COMPANY_POST_MAX_IMAGES = 4;
export const COMPANY_POST_TITLE_MAX = 200;

export const COMPANY_POST_MESSAGES = {
  notFound: 'Post not found',
  noPosts: 'No posts yet.',
  needsText: 'content: a post needs some text',
  nothingChanged: 'Nothing changed',
  created: 'Post created successfully',
  updated: 'Post updated successfully',
  deleted: 'Post deleted successfully',
} as const;

/** newest first, ties by id (stable) */
export const sortPostsNewestFirst = (posts: readonly CompanyPost[]): CompanyPost[] =>
  [...posts].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
