import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountPage } from './account-page.tsx';

/**
 * Where /util/logout.aspx leads. A GET never ends a session (any page could embed it as an image): the page's
 * form posts to its action (signOutAction), which ends it and loads the home page. The page's script sends the
 * form as soon as it runs; without scripts, or after a failed post, the button does it.
 */
export function SignOutPage({ failed }: { failed: boolean }) {
  const t = useTranslations('account');
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    // Once per page, and never again after a failed post: that would loop.
    if (failed || form.current?.dataset.sent) return;
    if (form.current) form.current.dataset.sent = 'true';
    setSending(true);
    form.current?.requestSubmit();
  }, [failed]);

  return (
    <AccountPage title={t('signOut/title')}>
      {failed ? (
        <Notice tone="error" role="alert">
          {t('signOut/failed')}
        </Notice>
      ) : sending ? (
        <p role="status">
          <Spinner size="sm" /> {t('signOut/busy')}
        </p>
      ) : null}
      {/* A plain form post, not the router's: the answer is a full page load of the home page. */}
      <form ref={form} method="post" onSubmit={() => setSending(true)}>
        <Button type="submit" loading={sending && !failed}>
          {t('signOut/button')}
        </Button>
      </form>
    </AccountPage>
  );
}
