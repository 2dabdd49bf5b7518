import {
  carouselDragOffset,
  carouselSlideAfterDrag,
  carouselStep,
  isCarouselDrag,
} from '@airshop/domain/catalog/carousel';
import type { ProductPage } from '@airshop/domain/catalog/product';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { CatalogAnchor } from './catalog-anchor.tsx';
import styles from './features-carousel.module.css';

interface Press {
  pointerId: number;
  x: number;
  y: number;
  width: number;
  dragging: boolean;
}

/**
 * The features of the product, one slide at a time (spec §2; ADR 0021): previous/next buttons, arrow keys,
 * indicators, and pointer drag or swipe with the spec's thresholds (domain/carousel.ts). Slides that are not
 * shown are inert, so keyboard focus never lands in a hidden slide. Without JavaScript the first slide shows and
 * the controls do nothing; the page is hydrated for everyone, so that is only a moment.
 */
export function FeaturesCarousel({ features, t }: { features: ProductPage['Features']; t: Translate }) {
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const press = useRef<Press | null>(null);
  // Set when a drag ends, so the click the browser fires after it does not follow a link in the slide.
  const swallowClick = useRef(false);
  const headingId = useId();
  const count = features.length;

  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), count - 1));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || count < 2) return;
    swallowClick.current = false;
    press.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      width: event.currentTarget.clientWidth,
      dragging: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (!current.dragging) {
      if (!isCarouselDrag(dx, event.clientY - current.y)) return;
      current.dragging = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(carouselDragOffset({ index, count, dx }));
  };

  const endPress = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (!current.dragging) return;
    swallowClick.current = true;
    if (!cancelled) {
      const dx = event.clientX - current.x;
      go(carouselSlideAfterDrag({ index, count, width: current.width, dx }));
    }
    setOffset(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(carouselStep(index, count, -1));
    else if (event.key === 'ArrowRight') go(carouselStep(index, count, 1));
    else return;
    event.preventDefault();
  };

  const dragging = offset !== 0;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('info/features/carousel')}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {t('info/features/title')}
        </h3>
        {count > 1 ? (
          <div className={styles.controls}>
            <span className={styles.counter} aria-hidden="true">
              {index + 1} / {count}
            </span>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('info/features/previous')}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <Icon name="arrowLeft" size={20} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('info/features/next')}
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
            >
              <Icon name="arrowRight" size={20} />
            </button>
          </div>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer drag of the slides; buttons and arrow keys do the same */}
      <div
        className={styles.viewport}
        data-dragging={dragging || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endPress(event, false)}
        onPointerCancel={(event) => endPress(event, true)}
        // A link or an image would otherwise start the browser's own drag and cancel the pointer.
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className={styles.track}
          aria-live={dragging ? 'off' : 'polite'}
          style={{ transform: `translateX(calc(${-index * 100}% + ${offset}px))` }}
          data-testid="features-track"
          data-index={index}
        >
          {features.map((feature, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide of the APG carousel pattern is a group, not a fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the page's features never reorder; headlines may repeat
              key={`${i}-${feature.Headline}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('info/features/slide')}
              aria-label={t('info/features/position', { position: i + 1, count })}
              inert={i !== index}
            >
              <div className={styles.media}>
                {feature.Image ? (
                  <img
                    src={feature.Image}
                    alt=""
                    width={1000}
                    height={750}
                    // Lazy even the first: the carousel sits far below the fold, and an eager 1000x750 image
                    // took bandwidth from the gallery's first slide, the page's largest paint (issue 13).
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                ) : null}
              </div>
              <div className={styles.body}>
                <h4 className={styles.headline}>{feature.Headline}</h4>
                <p className={styles.text}>{feature.Text}</p>
                {feature.LinkText ? (
                  <CatalogAnchor
                    href={feature.LinkUrl}
                    className={styles.link}
                    newTabLabel={t('info/newTab')}
                  >
                    {feature.LinkText}
                    <Icon name="arrowRight" size={18} />
                  </CatalogAnchor>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {features.map((feature, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one indicator per slide, in slide order
              key={`${i}-${feature.Headline}`}
              type="button"
              className={styles.dot}
              aria-label={t('info/features/goTo', { position: i + 1, headline: feature.Headline })}
              aria-current={i === index || undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
