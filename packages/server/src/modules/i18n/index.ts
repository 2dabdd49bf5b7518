// The public entry of i18n: what other modules may use (ADR 0055).
export { loadPageTranslations } from './service.ts';
