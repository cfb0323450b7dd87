import { SearchDropdown } from '../companies/SearchDropdown';

/** The top bars' search: the dropdown of spec 2 (4 per type, 200 ms debounce) with a visible 'Search' label; Enter opens /search. */
export function SearchBox() {
  return <SearchDropdown label="Search" labelColor="white" />;
}
