import { intlTag } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Collapsible } from '../../ui/collapsible.tsx';
import { Table, type TableColumn } from '../../ui/table.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useLayoutData } from '../shell/index.ts';
import { DemoSection } from './demo-section.tsx';
import styles from './ui-kit.module.css';

interface VariantRow {
  code: string;
  airflow: number;
  pressure: number;
  power: number;
  weight: number;
}

const VARIANTS: VariantRow[] = [
  { code: 'AHU-300-R', airflow: 1200, pressure: 250, power: 340, weight: 212.5 },
  { code: 'AHU-500-R', airflow: 2400, pressure: 300, power: 720, weight: 318 },
  { code: 'AHU-800-R', airflow: 4100, pressure: 350, power: 1450, weight: 476.2 },
];

interface DocumentRow {
  id: string;
  name: string;
  type: string;
  language: string;
}

export function DataDemo() {
  const t = useTranslations('uiKit');
  const locale = useLayoutData()?.locale ?? 'en';
  const number = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 1 });

  const variantColumns: TableColumn<VariantRow>[] = [
    { key: 'code', header: t('data/code'), cell: (row) => <strong>{row.code}</strong> },
    {
      key: 'airflow',
      header: t('data/airflow'),
      cell: (row) => `${number.format(row.airflow)} m³/h`,
      align: 'end',
    },
    {
      key: 'pressure',
      header: t('data/pressure'),
      cell: (row) => `${number.format(row.pressure)} Pa`,
      align: 'end',
    },
    { key: 'power', header: t('data/power'), cell: (row) => `${number.format(row.power)} W`, align: 'end' },
    {
      key: 'weight',
      header: t('data/weight'),
      cell: (row) => `${number.format(row.weight)} kg`,
      align: 'end',
    },
  ];
  const documents: DocumentRow[] = [
    { id: 'd1', name: t('data/doc1'), type: t('data/typeManual'), language: 'EN, SV, DE' },
    { id: 'd2', name: t('data/doc2'), type: t('data/typeDatasheet'), language: 'EN' },
    { id: 'd3', name: t('data/doc3'), type: t('data/typeCertificate'), language: 'EN, FI' },
  ];
  const documentColumns: TableColumn<DocumentRow>[] = [
    { key: 'name', header: t('data/docName'), cell: (row) => row.name },
    { key: 'type', header: t('data/docType'), cell: (row) => row.type },
    { key: 'language', header: t('data/docLanguages'), cell: (row) => row.language },
  ];

  return (
    <DemoSection id="data" title={t('data/title')}>
      <Tabs
        label={t('data/tabsLabel')}
        items={[
          { id: 'description', label: t('data/tabDescription'), content: <p>{t('data/descriptionText')}</p> },
          {
            id: 'technical',
            label: t('data/tabTechnical'),
            content: (
              <Table
                caption={t('data/variantsCaption')}
                scrollLabel={t('data/variantsCaption')}
                columns={variantColumns}
                rows={VARIANTS}
                rowKey={(row) => row.code}
              />
            ),
          },
          {
            id: 'documents',
            label: t('data/tabDocuments'),
            content: (
              <Table
                caption={t('data/documentsCaption')}
                columns={documentColumns}
                rows={documents}
                rowKey={(row) => row.id}
                responsive="stack"
              />
            ),
          },
        ]}
      />
      <h3 className={styles.subTitle}>{t('data/collapsibles')}</h3>
      <div className={styles.stack}>
        <Collapsible id="ui-kit-delivery" title={t('data/deliveryTitle')}>
          <p>{t('data/deliveryText')}</p>
        </Collapsible>
        <Collapsible id="ui-kit-warranty" title={t('data/warrantyTitle')}>
          <p>{t('data/warrantyText')}</p>
        </Collapsible>
      </div>
    </DemoSection>
  );
}
