import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.ts'),
  // Browsers ask for it at the root; without this route the locale fallback would redirect it.
  route('favicon.ico', 'routes/favicon.ts'),
  // The spec's fixed sign-in and sign-out paths: they pick the locale and forward to the pages below (ADR 0018).
  route('util/login.aspx', 'routes/util-login.ts'),
  route('util/logout.aspx', 'routes/util-logout.ts'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('ui-kit', 'routes/ui-kit.tsx'),
    route('test/error', 'routes/test-error.tsx'),
    route('account/sign-in', 'routes/sign-in.tsx'),
    route('account/sign-out', 'routes/sign-out.tsx'),
    route('account/sign-up', 'routes/sign-up.tsx'),
    route('account/password-reset', 'routes/password-reset.tsx'),
    route('account/password-reset/complete', 'routes/password-reset-complete.tsx'),
    route('account/change-password', 'routes/change-password.tsx'),
    route('account/no-roles', 'routes/no-roles.tsx'),
    route('back-office/users', 'routes/back-office-users.tsx'),
    route('back-office/companies', 'routes/back-office-companies.tsx'),
    route('back-office/promotions', 'routes/back-office-promotions.tsx'),
    route('back-office/orders', 'routes/back-office-orders.tsx'),
    route('back-office/orders/:number', 'routes/back-office-order.tsx'),
    route('back-office/submissions', 'routes/back-office-submissions.tsx'),
    route('back-office/submissions/:id', 'routes/back-office-submission.tsx'),
    route('back-office/search-insights', 'routes/back-office-search-insights.tsx'),
    // Content pages (ADR 0053): static first segments, so they win over the catalogue's :catalogue/*. One
    // module per kind of page (a list, an item), registered under an id per section: its loader reads the kind
    // from the section (domain CONTENT_SECTIONS), so a section's path here must be that section.
    route('solutions', 'routes/content-list.tsx', { id: 'routes/solutions' }),
    route('solutions/:slug', 'routes/content-item.tsx', { id: 'routes/solution' }),
    route('pages/:slug', 'routes/content-item.tsx', { id: 'routes/content-page' }),
    route('blog', 'routes/content-list.tsx', { id: 'routes/blog' }),
    route('blog/:slug', 'routes/content-item.tsx', { id: 'routes/blog-post' }),
    // Checkout step 1 (issue 15); static, so it wins over the catalogue's :catalogue/*.
    route('cart', 'routes/cart.tsx'),
    // Checkout step 2 and a guest's thank-you page (issue 16, ADR 0065).
    route('cart/quote-sent', 'routes/quote-sent.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    // Quick-pick (issue 17 point 5, ADR 0069): the product groups, and a group's list of quantity fields.
    route('quick-pick', 'routes/quick-pick-index.tsx'),
    route('quick-pick/:category', 'routes/quick-pick.tsx'),
    // Order history and the order page (issue 16), also the checkout's confirmation page.
    route('orders', 'routes/orders.tsx'),
    route('orders/:number', 'routes/order.tsx'),
    // The project list and a project's page (issue 17, ADR 0067); the Links list's MyAirshop/Projects and
    // MyAirshop/ProjectDetail point here.
    route('projects', 'routes/projects.tsx'),
    route('projects/detail', 'routes/project-detail.tsx'),
    // After sales (issue 19, ADR 0073): the serial-number search (Links Webshop/SerialNumber), a unit, its order.
    route('after-sales/serial-number', 'routes/serial-number.tsx'),
    route('after-sales/serial-number/:serial', 'routes/unit.tsx'),
    route('after-sales/orders/:no', 'routes/unit-order.tsx'),
    // The after-sales hub and forms (issue 19 point 4, ADR 0076).
    route('after-sales', 'routes/after-sales.tsx'),
    route('after-sales/discrepancy-report', 'routes/after-sales-discrepancy-report.tsx'),
    route('after-sales/retrofit-fans', 'routes/after-sales-retrofit-fans.tsx'),
    // The service request and the warranty claim (issue 19 point 4); the unit page links them with its serial.
    route('after-sales/service-request', 'routes/after-sales-service-request.tsx'),
    route('after-sales/warranty-claim', 'routes/after-sales-warranty-claim.tsx'),
    // Search (issue 18 point 4, ADR 0072): the search page and the document search page (the Links list's
    // Webshop/Search and Webshop/Documents); search/documents is the address GetSearchBarInfo names.
    route('search', 'routes/search.tsx'),
    route('documents', 'routes/document-search.tsx'),
    route('search/documents', 'routes/document-search.tsx', { id: 'routes/search-documents' }),
    // Catalogue pages: /{locale}/{catalogue}/{category path...} (ADR 0013); static routes above win.
    route(':catalogue/*', 'routes/catalog.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
