import type { Profile } from '@airshop/domain/account/profile';
import { APPROVED } from '@airshop/domain/account/user-status';
import type { AddCartItem } from '@airshop/domain/commerce/cart';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useOptionalLink } from '../../platform/use-link.ts';
import { Button } from '../../ui/button.tsx';
import headerButton from '../../ui/header-button.module.css';
import { Icon } from '../../ui/icon.tsx';
import { useDismissable } from '../../ui/use-dismissable.ts';
import { mayManageOrders, mayReviewUsers } from '../backoffice/index.ts';
import { addToGuestCart } from '../cart/index.ts';
import { signOutAndGoHome } from './sign-out.ts';
import styles from './user-panel.module.css';
import { onUserPanelRequest } from './user-panel-events.ts';

/**
 * The header's user panel. Anonymous: sign in (coming back to this page) and sign up; asked by an add, also
 * "request a quote without an account" (a guest cart, issue 15 §5) where the market sells online. Signed in: a
 * disclosure with the name, the account's status, the password page, the approvals of reviewers and sign out.
 * The profile is the server's answer for this request; the panel never decides access, it only shows it.
 */
export function UserPanel({
  locale,
  profile,
  offerGuestCart,
}: {
  locale: Locale;
  profile: Profile;
  /** The market of the page sells online: a visitor may fill a guest cart. */
  offerGuestCart: boolean;
}) {
  return profile.IsLoggedIn ? (
    <SignedInPanel locale={locale} profile={profile} />
  ) : (
    <AnonymousPanel locale={locale} offerGuestCart={offerGuestCart} />
  );
}

function AnonymousPanel({ locale, offerGuestCart }: { locale: Locale; offerGuestCart: boolean }) {
  const t = useTranslations('shared');
  const { pathname, search } = useLocation();
  const signUp = useOptionalLink('Webshop/SignUp');
  // Opened from elsewhere on the page (an anonymous 'add to cart', spec §5): asks to sign in right here.
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const signIn = useRef<HTMLAnchorElement>(null);
  // Escape gives focus back to what asked for the prompt (the add button), else to the header's sign-in.
  const opener = useRef<HTMLElement | null>(null);
  const [floating, setFloating] = useState(false);
  // The add that asked for the prompt: made in a guest cart if the visitor goes on without an account.
  const [pendingAdd, setPendingAdd] = useState<AddCartItem | undefined>();
  const [guestBusy, setGuestBusy] = useState(false);
  const [guestError, setGuestError] = useState<string | undefined>();
  const closePrompt = useCallback(() => {
    setOpen(false);
    setFloating(false);
    setGuestError(undefined);
  }, []);
  useDismissable({ open, close: closePrompt, root, trigger: opener, closeOnFocusOut: true });
  useEffect(
    () =>
      onUserPanelRequest((add) => {
        setPendingAdd(add);
        setGuestError(undefined);
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : signIn.current;
        setOpen(true);
        // The header is out of view on a long page: the prompt floats in the viewport where the person is,
        // instead of throwing the page to the top, and taking focus must not scroll either.
        setFloating(true);
        requestAnimationFrame(() =>
          root.current?.querySelector<HTMLElement>('[data-prompt-sign-in]')?.focus({ preventScroll: true }),
        );
      }),
    [],
  );
  async function continueAsGuest(add: AddCartItem) {
    setGuestBusy(true);
    setGuestError(undefined);
    const outcome = await addToGuestCart(add);
    setGuestBusy(false);
    if (outcome.ok) {
      setPendingAdd(undefined);
      closePrompt();
    } else {
      setGuestError(outcome.messageKey);
    }
  }

  // From an account page (sign-up, password reset) there is nothing to come back to.
  const onAccountPage = pathname.startsWith(`/${locale}/account/`);
  const query = onAccountPage ? '' : `?ReturnUrl=${encodeURIComponent(pathname + search)}`;
  return (
    <div ref={root} className={styles.panelRoot}>
      <Link
        ref={signIn}
        to={`/${locale}/account/sign-in${query}`}
        className={`${headerButton.button} ${styles.button} ${styles.primary}`}
      >
        <Icon name="contact" size={18} />
        <span className={styles.narrowHidden}>{t('userPanel/signIn')}</span>
      </Link>
      {signUp ? (
        <Link to={signUp} className={`${headerButton.button} ${styles.button} ${styles.wideOnly}`}>
          {t('userPanel/signUp')}
        </Link>
      ) : null}
      <section
        className={floating ? `${styles.menu} ${styles.floating}` : styles.menu}
        hidden={!open}
        aria-label={t('userPanel/signInToOrder')}
      >
        <p className={styles.who}>
          <strong>{t('userPanel/signInToOrder')}</strong>
          <span className={styles.status}>{t('userPanel/signInToOrderText')}</span>
        </p>
        <Link
          data-prompt-sign-in
          to={`/${locale}/account/sign-in${query}`}
          className={`${headerButton.button} ${styles.button} ${styles.primary} ${styles.promptAction}`}
        >
          {t('userPanel/signIn')}
        </Link>
        {signUp ? (
          <Link to={signUp} className={`${headerButton.button} ${styles.button} ${styles.promptAction}`}>
            {t('userPanel/signUp')}
          </Link>
        ) : null}
        {offerGuestCart && pendingAdd ? (
          <div className={styles.guestOffer}>
            <p className={styles.guestText}>{t('userPanel/guestCartText')}</p>
            <Button
              variant="secondary"
              icon={<Icon name="cart" size={18} />}
              loading={guestBusy}
              onClick={() => continueAsGuest(pendingAdd)}
            >
              {t('userPanel/guestCart')}
            </Button>
            {guestError ? (
              <p className={styles.error} role="alert">
                {t(guestError)}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}

function SignedInPanel({ locale, profile }: { locale: Locale; profile: Profile }) {
  const t = useTranslations('shared');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = profile.Name ?? '';
  const approved = profile.UserStatus === APPROVED;

  const closePopover = useCallback(() => setOpen(false), []);
  useDismissable({ open, close: closePopover, root, trigger: button });

  async function signOut() {
    setBusy(true);
    setFailed(false);
    try {
      await signOutAndGoHome(locale);
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only closes the menu when focus leaves it
    <div
      ref={root}
      className={styles.panelRoot}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${headerButton.button} ${styles.button}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('userPanel/menuLabel', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="contact" size={18} />
        <span className={`${styles.name} ${styles.wideOnly}`} data-tool-label>
          {name}
        </span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <p className={`${styles.who} ${approved ? styles.approved : ''}`}>
          <strong>{name}</strong>
          <span className={styles.status}>
            <span className={styles.dot} aria-hidden="true" />
            {t('userPanel/status', { status: t(`userStatus/${profile.UserStatus}`) })}
          </span>
        </p>
        <Link className={styles.menuLink} to={`/${locale}/account/change-password`}>
          {t('userPanel/changePassword')}
        </Link>
        {approved && profile.HasWebshopRole ? (
          <Link className={styles.menuLink} to={`/${locale}/orders`}>
            {t('userPanel/orders')}
          </Link>
        ) : null}
        {mayManageOrders(profile) ? (
          <Link className={styles.menuLink} to={`/${locale}/back-office/orders`}>
            {t('userPanel/orderDesk')}
          </Link>
        ) : null}
        {mayReviewUsers(profile) ? (
          <Link className={styles.menuLink} to={`/${locale}/back-office/users`}>
            {t('userPanel/approvals')}
          </Link>
        ) : null}
        {failed ? (
          <p className={styles.error} role="alert">
            {t('userPanel/signOutFailed')}
          </p>
        ) : null}
        <Button variant="secondary" icon={<Icon name="signOut" size={18} />} loading={busy} onClick={signOut}>
          {t('userPanel/signOut')}
        </Button>
      </div>
    </div>
  );
}
