import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadFailureBoundary } from '../../../ui/load-failure-boundary.tsx';
import { useLayoutData } from '../../shell/layout-data.ts';
import { useBuyerSelection } from './use-buyer-selection.ts';

// Shown only after scrolling, never in the server HTML: its code loads when first wanted (bench page-weight).
const BuyBarContent = lazy(() => import('./buy-bar-content.tsx'));

/**
 * A phone's compact buy bar: once the chooser has scrolled away above, the chosen variant's code, net price and
 * 'add to cart' (one piece, or what the page's buy box says it cannot) stay at the bottom of the screen. Wide
 * screens hide it (CSS): their buy summary sits beside the pictures. Buyers only, like every price.
 */
export function BuyBar({ productName }: { productName: string }) {
  const locale = useLayoutData()?.locale;
  const variant = useBuyerSelection();
  const [past, setPast] = useState(false);
  const present = variant !== undefined;

  useEffect(() => {
    const chooser = document.getElementById('sizing');
    if (!present || !chooser) return;
    // The root reaches far below the screen, so the chooser counts as 'seen' anywhere below or on it and stops
    // only once it is wholly above: a jump from the top straight past it (an anchor) changes that too.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    );
    observer.observe(chooser);
    return () => observer.disconnect();
  }, [present]);

  if (!variant || !past || !locale) return null;
  // A bar that cannot load is no loss: the buy box and the summary near the top still order.
  return (
    <LoadFailureBoundary fallback={null}>
      <Suspense fallback={null}>
        <BuyBarContent variant={variant} productName={productName} locale={locale} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
