import { documentTexts, TEXTS_LINK_ATTRIBUTE } from './document-texts.ts';

/**
 * The head's preload of the document's texts (ADR 0081): the browser fetches them next to the styles, so they are
 * there when the scripts start hydration; the browser's entry finds the URL here.
 */
export function DocumentTextsLink() {
  const texts = documentTexts();
  if (!texts) return null;
  const marker = { [TEXTS_LINK_ATTRIBUTE]: texts.locale };
  return <link rel="preload" as="fetch" crossOrigin="anonymous" href={texts.url} {...marker} />;
}
