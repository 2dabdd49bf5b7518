import { intlTag } from '@airshop/domain/i18n/locales';
import { useId } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Notice } from '../../ui/notice.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { useLayoutData } from '../shell/index.ts';
import { DemoSection } from './demo-section.tsx';
import styles from './ui-kit.module.css';

export function FeedbackDemo() {
  const t = useTranslations('uiKit');
  const shared = useTranslations('shared');
  const progressLabel = useId();
  const locale = useLayoutData()?.locale ?? 'en';
  return (
    <DemoSection id="feedback" title={t('feedback/title')}>
      <div className={styles.stack}>
        <Notice title={t('feedback/infoTitle')}>
          <p>{t('feedback/infoText')}</p>
        </Notice>
        <Notice tone="success" title={t('feedback/successTitle')}>
          <p>{t('feedback/successText')}</p>
        </Notice>
        <Notice tone="warning" title={t('feedback/warningTitle')}>
          <p>{t('feedback/warningText')}</p>
        </Notice>
        <Notice tone="error" title={t('feedback/errorTitle')}>
          <p>{t('feedback/errorText')}</p>
        </Notice>
      </div>
      <h3 className={styles.subTitle}>{t('feedback/loading')}</h3>
      <div className={styles.grid}>
        <div className={styles.row}>
          <Spinner size="sm" />
          <Spinner />
          <Spinner size="lg" label={shared('loading/page')} />
        </div>
        <Skeleton lines={4} label={shared('loading/content')} />
        <div className={styles.stack}>
          <p id={progressLabel}>{t('feedback/progressLabel')}</p>
          <ProgressBar
            labelledBy={progressLabel}
            value={0.45}
            valueText={t('feedback/progressValue', {
              percent: new Intl.NumberFormat(intlTag(locale), { style: 'percent' }).format(0.45),
            })}
          />
        </div>
      </div>
      <h3 className={styles.subTitle}>{t('feedback/visuallyHidden')}</h3>
      <p>
        {t('feedback/visuallyHiddenText')}
        <VisuallyHidden>{t('feedback/visuallyHiddenSecret')}</VisuallyHidden>
      </p>
    </DemoSection>
  );
}
