import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';

/** The signed-in top bar's search box: a visible 'Search' label, submits to /search?keyword=. */
export function SearchBox() {
  const [, navigate] = useLocation();
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(links.search(keyword.trim() || undefined));
  };
  return (
    <form role="search" onSubmit={submit}>
      <HStack gap="2">
        <Field.Root orientation="horizontal" gap="2" w="auto">
          <Field.Label fontSize="sm" color="white" mb="0" flex="none" minW="auto">
            Search
          </Field.Label>
          <Input
            type="search"
            size="xs"
            w={{ base: '32', md: '56' }}
            bg="white"
            color="gray.900"
            placeholder="Companies, products, groups"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="xs" colorPalette="orange">
          Go
        </Button>
      </HStack>
    </form>
  );
}
