import { useLocation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { AccountDemo } from './account-demo.tsx';
import { ActionsDemo } from './actions-demo.tsx';
import { DataDemo } from './data-demo.tsx';
import { FeedbackDemo } from './feedback-demo.tsx';
import { FormDemo } from './form-demo.tsx';
import { OverlayDemo } from './overlay-demo.tsx';
import { TokensDemo } from './tokens-demo.tsx';
import styles from './ui-kit.module.css';

export function UiKitPage() {
  const t = useTranslations('uiKit');
  const shared = useTranslations('shared');
  const { pathname } = useLocation();
  const home = `/${pathname.split('/')[1]}/`;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={shared('breadcrumb/label')}
        items={[{ label: shared('breadcrumb/home'), to: home }, { label: t('title') }]}
        upLabel={(parent) => shared('breadcrumb/up', { parent: parent.label })}
      />
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <TokensDemo />
      <ActionsDemo />
      <FormDemo />
      <OverlayDemo />
      <DataDemo />
      <FeedbackDemo />
      <AccountDemo />
    </div>
  );
}
