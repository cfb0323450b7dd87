// Which addresses a group's rich text may show as images (spec 5): web addresses, or the group image route.
import { describe, expect, it } from 'vitest';
import { isImageAddress } from '../../../src/domain/groups/types';

describe('group image addresses', () => {
  it('web addresses and uploaded group images pass; scripts, quotes, spaces and other routes do not', () => {
    for (const u of ['https://x.test/a.png', 'HTTP://x.test/a', '/api/v1/company/company-group-images/abc-123_X']) expect(isImageAddress(u), u).toBe(true);
    for (const u of ['javascript:alert(1)', 'https://x.test/a b', 'https://x.test/"a', "https://x.test/'a", 'https://x.test/(a)', 'https://x.test/<a>', 'https://x.test/a\\b',
      'ftp://x.test/a', 'https://', '/api/v1/company/company-group-images/', '/api/v1/company/company-group-images/a/b', 'x/api/v1/company/company-group-images/a',
      '/api/v1/company/company-group-images/a.png', ' https://x.test/a']) expect(isImageAddress(u), u).toBe(false);
  });
});
