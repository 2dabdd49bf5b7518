import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { DemoSection } from './demo-section.tsx';
import styles from './ui-kit.module.css';

const SWATCHES = [
  ['brand', '--color-brand'],
  ['ink', '--color-ink'],
  ['inkMuted', '--color-ink-muted'],
  ['surfaceMuted', '--color-surface-muted'],
  ['border', '--color-border'],
  ['dark', '--color-dark'],
  ['success', '--color-success'],
  ['error', '--color-error'],
] as const;

export function TokensDemo() {
  const t = useTranslations('uiKit');
  return (
    <DemoSection id="tokens" title={t('tokens/title')}>
      <ul className={styles.swatches}>
        {SWATCHES.map(([name, token]) => (
          <li key={name} className={styles.swatch}>
            <div className={styles.swatchColor} style={{ background: `var(${token})` }} />
            <div className={styles.swatchLabel}>
              <span>{t(`tokens/colors/${name}`)}</span>
              <code>{token}</code>
            </div>
          </li>
        ))}
      </ul>
      <h3 className={styles.subTitle}>{t('tokens/type')}</h3>
      <div className={styles.typeScale}>
        <p
          style={{
            fontSize: 'var(--font-size-3xl)',
            fontWeight: 600,
            letterSpacing: '-0.025em',
            lineHeight: 1.1,
          }}
        >
          {t('tokens/sampleHeading')}
        </p>
        <p style={{ fontSize: 'var(--font-size-xl)', fontWeight: 600 }}>{t('tokens/sampleSubheading')}</p>
        <p>{t('tokens/sampleBody')}</p>
        <p style={{ fontSize: 'var(--font-size-sm)', color: 'var(--color-ink-muted)' }}>
          {t('tokens/sampleSmall')}
        </p>
      </div>
    </DemoSection>
  );
}
