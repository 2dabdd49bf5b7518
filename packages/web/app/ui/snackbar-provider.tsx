import { SNACKBAR_LONG_MS, SNACKBAR_MS } from '@airshop/domain/site/constants';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import styles from './snackbar.module.css';
import { Snackbar, type SnackbarMessage, type SnackbarType } from './snackbar.tsx';

export interface ShowSnackbar {
  type: SnackbarType;
  /** Already translated. */
  message: string;
  /** Spec: 'long' (8 s) for out-of-stock, upload and add errors; 2 s otherwise. */
  long?: boolean;
  durationMs?: number;
}

interface SnackbarApi {
  show(snackbar: ShowSnackbar): number;
  dismiss(id: number): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}

interface SnackbarProviderProps {
  children: ReactNode;
  /** Names the notifications landmark. */
  regionLabel: string;
  dismissLabel: string;
}

/**
 * Holds the visible snackbars. The two live regions exist from the first render so screen readers announce
 * what is added: success politely (role=status), errors at once (role=alert).
 */
export function SnackbarProvider({ children, regionLabel, dismissLabel }: SnackbarProviderProps) {
  const [items, setItems] = useState<SnackbarMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback((snackbar: ShowSnackbar) => {
    const id = nextId.current++;
    const durationMs = snackbar.durationMs ?? (snackbar.long ? SNACKBAR_LONG_MS : SNACKBAR_MS);
    // Three at most: older ones make way so the stack never covers the page. The same message again (a second
    // press of a button that is refused) replaces the one shown, with a fresh timer, instead of stacking up.
    setItems((list) => [
      ...list.filter((item) => item.type !== snackbar.type || item.message !== snackbar.message).slice(-2),
      { id, type: snackbar.type, message: snackbar.message, durationMs },
    ]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const render = (type: SnackbarType) =>
    items
      .filter((item) => item.type === type)
      .map((item) => <Snackbar key={item.id} item={item} dismissLabel={dismissLabel} onDismiss={dismiss} />);

  return (
    <SnackbarContext value={api}>
      {children}
      <section className={styles.viewport} aria-label={regionLabel} data-print="hide">
        <div role="status" className={styles.stack}>
          {render('success')}
        </div>
        <div role="alert" className={styles.stack}>
          {render('error')}
        </div>
      </section>
    </SnackbarContext>
  );
}
