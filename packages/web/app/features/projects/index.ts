// The public entry of projects: what other features may use (ADR 0055).
export { addToProject, NEW_PROJECT_ID } from './add-to-project.ts';
export { ProjectWidget } from './project-widget.tsx';
export { loadProjectSelector, useProjectsState } from './projects-store.ts';
