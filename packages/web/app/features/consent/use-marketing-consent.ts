import {
  CONSENT_COOKIE,
  type MarketingConsent,
  marketingConsentCookie,
  parseMarketingConsent,
} from '@airshop/domain/site/consent';
import { parseCookies } from '@airshop/domain/site/cookies';
import { useSyncExternalStore } from 'react';

/*
 * The visitor's marketing consent, read from the `consent` cookie in the browser only. The server snapshot is
 * always 'pending', so the server HTML (cached and shared between visitors) never depends on the choice; React
 * switches to the cookie's value right after hydration (ADR 0020).
 */
export type ConsentState = MarketingConsent | 'pending';

type Listener = () => void;
const listeners = new Set<Listener>();
let settingsOpen = false;
/** Where focus was when the settings were opened, to return there once they close. */
let opener: HTMLElement | null = null;
let cached: { cookie: string; consent: MarketingConsent } | null = null;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readConsent(): MarketingConsent {
  const cookie = document.cookie;
  if (cached?.cookie !== cookie)
    cached = { cookie, consent: parseMarketingConsent(parseCookies(cookie)[CONSENT_COOKIE]) };
  return cached.consent;
}

function returnFocus() {
  const target = opener;
  opener = null;
  // After React re-rendered: the opener (a video's settings button) may have been replaced by the video.
  if (target) window.setTimeout(() => target.isConnected && target.focus(), 0);
}

/** Records the choice for a year and closes the settings. */
export function setMarketingConsent(granted: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = marketingConsentCookie(granted, window.location.protocol === 'https:');
  settingsOpen = false;
  emit();
  returnFocus();
}

/** Opens the consent banner again so the visitor can change the choice (footer link, video placeholder). */
export function openConsentSettings() {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  settingsOpen = true;
  emit();
}

export function closeConsentSettings() {
  settingsOpen = false;
  emit();
  returnFocus();
}

/** 'pending' on the server and during hydration, then the visitor's choice. */
export function useMarketingConsent(): ConsentState {
  return useSyncExternalStore<ConsentState>(subscribe, readConsent, () => 'pending');
}

/** Whether the visitor asked to see the consent settings. */
export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
}
