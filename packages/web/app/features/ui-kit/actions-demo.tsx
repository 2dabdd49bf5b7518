import { useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { QuantityInput } from '../../ui/quantity-input.tsx';
import { DemoSection } from './demo-section.tsx';
import styles from './ui-kit.module.css';

export function ActionsDemo() {
  const t = useTranslations('uiKit');
  const shared = useTranslations('shared');
  const [loading, setLoading] = useState(false);
  const [quantity, setQuantity] = useState(1);

  return (
    <DemoSection id="actions" title={t('actions/title')}>
      <div className={styles.row}>
        <Button>{t('actions/primary')}</Button>
        <Button variant="secondary">{t('actions/secondary')}</Button>
        <Button variant="ghost">{t('actions/ghost')}</Button>
        <Button disabled>{t('actions/disabled')}</Button>
      </div>
      <h3 className={styles.subTitle}>{t('actions/sizes')}</h3>
      <div className={styles.row}>
        <Button size="sm">{t('actions/small')}</Button>
        <Button size="md">{t('actions/medium')}</Button>
        <Button size="lg" icon={<Icon name="arrowRight" size={20} />}>
          {t('actions/large')}
        </Button>
        <Button variant="secondary" loading={loading} onClick={() => setLoading(true)}>
          {loading ? t('actions/saving') : t('actions/save')}
        </Button>
        {loading ? (
          <Button variant="ghost" onClick={() => setLoading(false)}>
            {t('actions/reset')}
          </Button>
        ) : null}
      </div>
      <h3 className={styles.subTitle}>{t('actions/quantity')}</h3>
      <div className={styles.row}>
        <QuantityInput
          value={quantity}
          onChange={setQuantity}
          label={shared('quantity/label')}
          decreaseLabel={shared('quantity/decrease')}
          increaseLabel={shared('quantity/increase')}
        />
        <QuantityInput
          value={999}
          onChange={() => {}}
          label={t('actions/quantityAtMax')}
          decreaseLabel={shared('quantity/decrease')}
          increaseLabel={shared('quantity/increase')}
        />
      </div>
      <h3 className={styles.subTitle}>{t('actions/breadcrumb')}</h3>
      <Breadcrumb
        label={t('actions/breadcrumbLabel')}
        items={[
          { label: shared('breadcrumb/home'), to: '.' },
          { label: t('actions/crumbProducts'), to: '.' },
          { label: t('actions/crumbCategory'), to: '.' },
          { label: t('actions/crumbProduct') },
        ]}
        upLabel={(parent) => shared('breadcrumb/up', { parent: parent.label })}
      />
    </DemoSection>
  );
}
