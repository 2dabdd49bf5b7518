import type { ProjectSelector } from '@airshop/domain/commerce/projects';
import type { CurrentMarket } from '@airshop/domain/site/market';
import { ApiError } from '../../platform/api-error.ts';
import { createExternalStore, useExternalStore } from '../cart/index.ts';
import { fetchProjectSelector } from './projects-api.ts';

export const SKIP_SELECTOR_MESSAGE = 'Skipping project selection fetch, market is not enabled';

export interface ProjectsState {
  /** undefined until the selector has been read. */
  selector: ProjectSelector | undefined;
  selectorStatus: 'idle' | 'loading' | 'ready' | 'failed' | 'skipped';
  /** The header's project panel and the project it shows (null: the list to pick one from). */
  open: boolean;
  projectId: number | null;
  /** Bumped after each add, so an open panel reads its project again. */
  version: number;
}

const store = createExternalStore<ProjectsState>({
  selector: undefined,
  selectorStatus: 'idle',
  open: false,
  projectId: null,
  version: 0,
});

export function useProjectsState(): ProjectsState {
  return useExternalStore(store);
}

let loading: Promise<void> | undefined;

/**
 * GET portal/Projects/Selector, only once the market is known and only when its web shop is on (shop.md §8:
 * otherwise it logs that it skips). `force` reads it again after an add, whatever the add's outcome.
 */
export function loadProjectSelector(market: CurrentMarket, force = false): Promise<void> {
  if (!market.IsWebshopEnabled) {
    if (store.get().selectorStatus !== 'skipped') console.info(SKIP_SELECTOR_MESSAGE);
    store.set((state) => ({ ...state, selectorStatus: 'skipped' }));
    return Promise.resolve();
  }
  if (!force && store.get().selectorStatus !== 'idle') return loading ?? Promise.resolve();
  return fetchSelector();
}

/**
 * Reads the selector again after the project pages made, renamed or deleted a project, when the header has read
 * it already (a header that skipped it, the market selling nothing online, stays so).
 */
export function refreshProjectSelector(): Promise<void> {
  const status = store.get().selectorStatus;
  if (status === 'idle' || status === 'skipped') return Promise.resolve();
  return fetchSelector();
}

function fetchSelector(): Promise<void> {
  loading = (async () => {
    store.set((state) => ({ ...state, selectorStatus: state.selector ? state.selectorStatus : 'loading' }));
    try {
      const selector = await fetchProjectSelector();
      store.set((state) => ({ ...state, selector, selectorStatus: 'ready' }));
    } catch (error) {
      // 409: the customer's market sells nothing online. The page asks first (Shop/Markets/Current gives a signed-in
      // customer their own market), so this is a market switched off since the page loaded.
      if (error instanceof ApiError && error.status === 409) {
        console.info(SKIP_SELECTOR_MESSAGE);
        store.set((state) => ({ ...state, selectorStatus: 'skipped' }));
      } else {
        store.set((state) => ({ ...state, selectorStatus: 'failed' }));
      }
    } finally {
      loading = undefined;
    }
  })();
  return loading;
}

/** Spec §4: on success the project panel opens with the project's Id. */
export function openProjectPanel(projectId: number | null): void {
  store.set((state) => ({ ...state, open: true, projectId, version: state.version + 1 }));
}

export function showProject(projectId: number | null): void {
  store.set((state) => ({ ...state, projectId }));
}

export function closeProjectPanel(): void {
  store.set((state) => ({ ...state, open: false }));
}
