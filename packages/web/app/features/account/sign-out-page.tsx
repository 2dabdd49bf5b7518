import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { AccountPage } from './account-page.tsx';
import { signOutAndGoHome } from './sign-out.ts';

/**
 * Where /util/logout.aspx leads: signs out through the API as soon as the page runs, then goes home. Without
 * scripts (or when the call fails) the button does the same.
 */
export function SignOutPage({ locale }: { locale: string }) {
  const t = useTranslations('account');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const started = useRef(false);

  const signOut = useCallback(async () => {
    setState('busy');
    try {
      await signOutAndGoHome(locale);
    } catch {
      setState('failed');
    }
  }, [locale]);

  useEffect(() => {
    // Once per page: React's development double effects must not send two sign-outs.
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  return (
    <AccountPage title={t('signOut/title')}>
      {state === 'failed' ? (
        <Notice tone="error" role="alert">
          {t('signOut/failed')}
        </Notice>
      ) : (
        <p role="status">
          <Spinner size="sm" /> {t('signOut/busy')}
        </p>
      )}
      <div>
        <Button variant="secondary" loading={state === 'busy'} onClick={signOut}>
          {t('signOut/button')}
        </Button>
      </div>
    </AccountPage>
  );
}
