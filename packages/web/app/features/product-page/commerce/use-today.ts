import { localIsoDate } from '@airshop/domain/commerce/delivery-date';
import { useEffect, useState } from 'react';

/**
 * Today as YYYY-MM-DD where the visitor is. The server renders with its UTC day and the browser switches to the
 * visitor's own day after hydration, so the two renders agree even when the days differ (late evening in
 * Helsinki is already tomorrow there).
 */
export function useToday(): string {
  const [today, setToday] = useState(() => new Date().toISOString().slice(0, 10));
  useEffect(() => setToday(localIsoDate(new Date())), []);
  return today;
}
