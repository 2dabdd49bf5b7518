// The header's search toggle; its bar is a lazy chunk of its own (search-toggle.tsx), the pages are routes.
export { SearchToggle } from './search-toggle.tsx';
