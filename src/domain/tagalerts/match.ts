// Tag alerts: which published items a member's watched keywords match. The rule, precisely:
// - a *word* is a maximal run of letters, combining marks and digits (Unicode \p{L}\p{M}\p{N}); everything else
//   (spaces, punctuation, symbols) separates words; words are compared lower-cased (String#toLowerCase after NFKC);
// - a keyword is 1 to KEYWORD_MAX_WORDS words, stored normalised: its words joined by one space;
// - a keyword matches a text when its words appear in the text's words consecutively, in order (whole words only:
//   'bolt' does not match 'bolts', 'steel bolt' matches 'Steel-Bolt kit' but not 'steel and bolt').
// So an item matches a keyword exactly when the keyword is one of the item's *phrases* (every run of 1 to
// KEYWORD_MAX_WORDS consecutive words of its name and description): the server looks those phrases up in an index
// of the alerts instead of testing every alert.

export const KEYWORD_MIN_CHARS = 2;
export const KEYWORD_MAX_CHARS = 40;
export const KEYWORD_MAX_WORDS = 3;
/** alerts (keywords and categories together) one member may keep */
export const TAG_ALERTS_MAX = 50;

export const TAG_ALERT_MESSAGES = {
  keywordLength: `A keyword has ${KEYWORD_MIN_CHARS} to ${KEYWORD_MAX_CHARS} characters`,
  keywordWords: `A keyword has 1 to ${KEYWORD_MAX_WORDS} words of letters or digits`,
  tooMany: `You can keep at most ${TAG_ALERTS_MAX} tag alerts`,
  duplicate: 'You already watch this',
  oneOf: 'Give a keyword or a category',
  noCategory: 'No such category',
  notFound: 'Tag alert not found',
  notYours: 'Only its owner can remove a tag alert',
} as const;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, lower-cased, in order. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

/** A keyword as stored and compared (its words joined by one space), or the reason it is refused. */
export function normalizeKeyword(raw: string): { keyword: string } | { error: string } {
  const trimmed = raw.trim();
  if (trimmed.length < KEYWORD_MIN_CHARS || trimmed.length > KEYWORD_MAX_CHARS) return { error: TAG_ALERT_MESSAGES.keywordLength };
  const words = wordsOf(trimmed);
  if (words.length === 0 || words.length > KEYWORD_MAX_WORDS) return { error: TAG_ALERT_MESSAGES.keywordWords };
  return { keyword: words.join(' ') };
}

/** Every run of 1..KEYWORD_MAX_WORDS consecutive words of the texts (runs do not cross from one text to the next). */
export function phrasesOf(...texts: string[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    const words = wordsOf(text);
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= KEYWORD_MAX_WORDS && i + n <= words.length; n++) out.add(words.slice(i, i + n).join(' '));
    }
  }
  return [...out];
}

/** Whether a (normalised) keyword matches any of the texts: whole words, in order, case-insensitive. */
export function keywordMatches(keyword: string, ...texts: string[]): boolean {
  const want = keyword.split(' ');
  return texts.some((text) => {
    const words = wordsOf(text);
    for (let i = 0; i + want.length <= words.length; i++) if (want.every((w, j) => words[i + j] === w)) return true;
    return false;
  });
}

export type TagAlertKind = 'KEYWORD' | 'CATEGORY';
export type TagAlert = { id: string; kind: TagAlertKind; keyword: string | null; categoryId: string | null; categoryName: string | null; createdAt: number };
export type TagAlertItemType = 'COMPANY' | 'PRODUCT' | 'RFQ' | 'GROUP_EVENT';
export type TagAlertMatch = { itemType: TagAlertItemType; itemId: string; title: string; link: string; matched: string; createdAt: number };
export type TagAlertsPage = { alerts: TagAlert[]; dailyDigest: boolean; recent: TagAlertMatch[] };

export const ITEM_TYPE_LABELS: Record<TagAlertItemType, string> = { COMPANY: 'company', PRODUCT: 'product', RFQ: 'RFQ', GROUP_EVENT: 'group event' };

/** The bell's text for a match. */
export const matchNotice = (itemType: TagAlertItemType, title: string, matched: string) =>
  `New ${ITEM_TYPE_LABELS[itemType]} matching your tag alert '${matched}': ${title}`;
