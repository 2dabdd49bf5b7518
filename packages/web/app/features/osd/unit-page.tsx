import { osdProductRoute, osdUnitDocumentsRoute, osdZipRoute } from '@airshop/domain/api/osd-routes';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { OsdProduct, UnitDocument } from '@airshop/domain/osd/osd';
import {
  OSD_REQUEST_KINDS,
  type OsdRequestKind,
  serialSearchPath,
  unitOrderPagePath,
} from '@airshop/domain/osd/serial-number';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi, downloadApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { saveFile } from '../../platform/save-file.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ProductGallery } from '../product-page/index.ts';
import styles from './osd.module.css';
import { UnitForms } from './unit-forms.tsx';
import { UnitRequestDialog } from './unit-request-dialog.tsx';

/** A YYYY-MM-DD date as the locale writes it. */
export function unitDate(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year as number, (month as number) - 1, day as number)),
  );
}

/**
 * /{locale}/after-sales/serial-number/{serial}: the unit (shop.md §3 "Serial-number product page"): fetched by its
 * serial, then its documents by its ProductId (§4). Name, serial, images in the product page's gallery,
 * manufacture date, links to its product and its order, its documents and their zip, the four requests and the
 * after-sales forms filled in for it.
 */
export function UnitPage({ locale, serial }: { locale: Locale; serial: string }) {
  const t = useTranslations('osd');
  const shared = useTranslations('shared');
  const { result } = useApiData(serial, (signal) =>
    callApi(osdProductRoute, { params: { serial } }, { signal }),
  );

  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} to={serialSearchPath(locale)}>
        {t('unit/back')}
      </Link>
      {result.state === 'loading' ? <Skeleton lines={8} label={shared('loading/content')} /> : null}
      {result.state === 'failed' ? (
        <>
          <h1>{t('unit/title', { serial })}</h1>
          <Notice tone={isNotFound(result.error) ? 'warning' : 'error'} role="alert">
            {isNotFound(result.error) ? t('unit/notFound') : t('unit/loadError')}
          </Notice>
        </>
      ) : null}
      {result.state === 'ready' ? <UnitView unit={result.data} locale={locale} /> : null}
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function UnitView({ unit, locale }: { unit: OsdProduct; locale: Locale }) {
  const t = useTranslations('osd');
  const [request, setRequest] = useState<OsdRequestKind | null>(null);
  return (
    <article className={styles.unit} data-testid="unit-page">
      <div className={styles.unitGallery}>
        {unit.Images.length > 0 ? (
          <ProductGallery images={unit.Images} videos={[]} productName={unit.Name} />
        ) : null}
      </div>
      <div className={styles.unitFacts}>
        <p className={styles.eyebrow}>{t('area')}</p>
        <h1>{unit.Name}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('unit/serial')}</dt>
            <dd data-testid="unit-serial">{unit.SerialNo}</dd>
          </div>
          <div>
            <dt>{t('unit/variant')}</dt>
            <dd>{unit.VariantCode}</dd>
          </div>
          <div>
            <dt>{t('unit/manufactured')}</dt>
            <dd>{unitDate(unit.ManufactureDate, locale)}</dd>
          </div>
          <div>
            <dt>{t('unit/order')}</dt>
            <dd>
              {unit.OrderNumber ? (
                <Link to={unitOrderPagePath(locale, unit.OrderNumber, unit.SerialNo)}>
                  {t('unit/orderLink', { number: unit.OrderNumber })}
                </Link>
              ) : (
                t('unit/noOrder')
              )}
            </dd>
          </div>
        </dl>
        {unit.ProductPageUrl ? (
          <p>
            <Link className={styles.productLink} to={unit.ProductPageUrl}>
              {t('unit/productPage')}
              <Icon name="arrowRight" size={18} />
            </Link>
          </p>
        ) : null}
      </div>
      <UnitDocuments unit={unit} />
      <section className={styles.requests} aria-labelledby="unit-requests">
        <h2 id="unit-requests">{t('requests/title')}</h2>
        <p className={styles.lead}>{t('requests/intro')}</p>
        <ul className={styles.requestList}>
          {OSD_REQUEST_KINDS.map((kind) => (
            <li key={kind} className={styles.requestCard}>
              <h3>{t(`requests/${kind}/title`)}</h3>
              <p>{t(`requests/${kind}/text`)}</p>
              <Button variant="secondary" onClick={() => setRequest(kind)} data-testid={`open-${kind}`}>
                {t(`requests/${kind}/button`)}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <UnitForms unit={unit} locale={locale} />
      {request ? (
        <UnitRequestDialog
          key={request}
          kind={request}
          unit={unit}
          locale={locale}
          onClose={() => setRequest(null)}
        />
      ) : null}
    </article>
  );
}

function UnitDocuments({ unit }: { unit: OsdProduct }) {
  const t = useTranslations('osd');
  const shared = useTranslations('shared');
  const { result } = useApiData(unit.ProductId, (signal) =>
    callApi(osdUnitDocumentsRoute, { params: { id: unit.ProductId } }, { signal }),
  );
  const [zip, setZip] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function downloadZip() {
    if (zip === 'busy') return;
    setZip('busy');
    try {
      const file = await downloadApi(osdZipRoute, { params: { serial: unit.SerialNo } });
      saveFile(file.blob, file.filename ?? `${unit.SerialNo}.zip`);
      setZip('idle');
    } catch (error) {
      console.warn('The unit zip could not be downloaded', error);
      setZip('failed');
    }
  }

  return (
    <section className={styles.documents} aria-labelledby="unit-documents">
      <h2 id="unit-documents">{t('documents/title')}</h2>
      {result.state === 'loading' ? <Skeleton lines={3} label={shared('loading/content')} /> : null}
      {result.state === 'failed' ? <Notice tone="error">{t('documents/error')}</Notice> : null}
      {result.state === 'ready' && result.data.length === 0 ? <p>{t('documents/none')}</p> : null}
      {result.state === 'ready' && result.data.length > 0 ? (
        <>
          <ul className={styles.documentList}>
            {result.data.map((document: UnitDocument) => (
              <li key={document.Id}>
                <Icon name="document" size={20} />
                <a href={document.Url} download={document.FileName}>
                  {document.Name}
                </a>
                <span className={styles.muted}>PDF</span>
              </li>
            ))}
          </ul>
          <Button
            variant="primary"
            loading={zip === 'busy'}
            onClick={downloadZip}
            icon={<Icon name="download" size={20} />}
            data-testid="unit-zip"
          >
            {zip === 'busy' ? t('documents/zipBusy') : t('documents/zip')}
          </Button>
          {zip === 'failed' ? (
            <Notice tone="error" role="alert">
              {t('documents/zipError')}
            </Notice>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
