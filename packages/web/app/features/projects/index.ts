// The public entry of projects: what other features may use (ADR 0055).
export { addToProject, NEW_PROJECT_ID } from './add-to-project.ts';
// The cart page's "Copy to a project" (shop.md §4 bulk add); routes/cart.tsx puts it in the cart's toolbar.
export { CopyToProject } from './copy-to-project.tsx';
// The project pages (issue 17, ADR 0067): routes/projects.tsx and routes/project-detail.tsx.
export { ProjectDetailPage, ProjectFrame } from './page/project-detail-page.tsx';
export { ProjectListPage } from './page/project-list-page.tsx';
export { ProjectRefused } from './page/project-refused.tsx';
export { ProjectWidget } from './project-widget.tsx';
// Checkout's order-saved modal shows the new project and opens it in the panel (issue 16).
export { fetchProjectDetail } from './projects-api.ts';
export { loadProjectSelector, openProjectPanel, useProjectsState } from './projects-store.ts';
// A project's spreadsheets (issue 17 points 2-5, ADR 0068): the project detail page puts them in its toolbar.
export { ProjectExportButton, type ProjectExportButtonProps } from './sheets/project-export-button.tsx';
export { ProjectUpload, type ProjectUploadProps } from './sheets/project-upload.tsx';
