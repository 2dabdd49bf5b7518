import { hasBuiltPage } from '@airshop/domain/site/built-pages';
import { resolveLink } from '@airshop/domain/site/link-resolver';
import { useLayoutData } from '../features/shell/layout-data.ts';

/**
 * The href of a named link ("Webshop/Products") from the Links list the layout loaded. Throws the spec's
 * errors ('Links not fetched', 'Link {name} not found') so a missing link is a visible failure.
 */
export function useLink(name: string): string {
  return resolveLink(useLayoutData()?.links, name);
}

/** For places that must render even when links are missing, such as error pages. */
export function useOptionalLink(name: string): string | undefined {
  const links = useLayoutData()?.links;
  try {
    return resolveLink(links, name);
  } catch {
    return undefined;
  }
}

/**
 * For links to pages that may not be built yet (search, documents, sales contacts …): undefined, so the
 * caller shows nothing, unless the link resolves and its page exists (ADR 0042).
 */
export function usePageLink(name: string): string | undefined {
  const href = useOptionalLink(name);
  return hasBuiltPage(name) ? href : undefined;
}
