// The public entry of orders: what other features and the routes may use (ADR 0055).
export { mayOrder, refusalOf } from './order-access.ts';
export { orderErrorText } from './order-error.ts';
export { backOfficeQuery, filtersToSearch, readOrderFilters } from './order-filters.ts';
export { orderDate, orderMoney } from './order-format.ts';
export { OrderPage } from './order-page.tsx';
export { OrderPager } from './order-pager.tsx';
export { OrderStatusBadge } from './order-status-badge.tsx';
export { OrderView } from './order-view.tsx';
export { OrdersPage } from './orders-page.tsx';
export { PagedTable } from './paged-table.tsx';
