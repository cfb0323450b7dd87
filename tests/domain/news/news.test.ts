// The platform's news (src/domain/news/news.ts) holds no rule of its own: its limits and messages only (Stryker
// makes no mutant of them). What can be checked: the messages a reader or an admin sees are sentences of their own.
import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '../../../src/domain/news/news';

describe('news messages', () => {
  it('every message is a sentence of its own', () => {
    const messages = Object.values(NEWS_MESSAGES);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages).size).toBe(messages.length);
    for (const m of messages) expect(m).toMatch(/^[A-Z][^\n]*[a-z]$/);
  });
});
