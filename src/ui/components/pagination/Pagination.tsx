// Pagination (spec 9): page sizes 16/32/64/128 (default 16), up to 5 page buttons around the current page.
import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES, pageButtons, pageCount } from '../../../domain/companies/rules';

export type PaginationProps = {
  total: number;
  /** 1-based */
  page: number;
  size: number;
  onChange(page: number, size: number): void;
  sizes?: readonly number[];
};

export function Pagination({ total, page, size, onChange, sizes = PAGE_SIZES }: PaginationProps) {
  const pages = pageCount(total, size);
  return (
    <HStack as="nav" aria-label="Pagination" gap="2" flexWrap="wrap">
      <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1, size)}>
        Previous
      </Button>
      {pageButtons(page, pages).map((p) => (
        <Button key={p} size="xs" variant={p === page ? 'solid' : 'outline'} aria-current={p === page ? 'page' : undefined} onClick={() => onChange(p, size)}>
          {p}
        </Button>
      ))}
      <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onChange(page + 1, size)}>
        Next
      </Button>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field aria-label="Per page" value={size} onChange={(e) => onChange(1, Number(e.currentTarget.value))}>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s} per page
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Text fontSize="sm" color="gray.600">
        {total} found
      </Text>
    </HStack>
  );
}
