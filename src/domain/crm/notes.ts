// Private company notes (spec 3, 5, 6): title and content required, content at most 2000 characters;
// only the author sees them; nobody notes their own company.
export type NoteFile = { id: string; name: string; noteId: string; size: number };
export type CompanyNote = {
  id: string; companyId: string; title: string; content: string; createdAt: number; files: NoteFile[];
  company?: { id: string; name: string; profileName: string };
};

export const NOTE_LIMITS = { title: 200, content: 2000 } as const;
export const NOTE_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const NOTE_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${NOTE_LIMITS.content} characters`,
  ownCompany: 'You cannot write a note about your own company',
  deleted: 'Note deleted',
  notFound: 'Note not found',
} as const;

/** The first problem of a note draft, or null. */
export function noteProblem(d: { title: string; content: string }): string | null {
  if (!d.title.trim()) return NOTE_MESSAGES.titleRequired;
  if (!d.content.trim()) return NOTE_MESSAGES.contentRequired;
  if (d.content.length > NOTE_LIMITS.content) return NOTE_MESSAGES.contentTooLong;
  return null;
}
