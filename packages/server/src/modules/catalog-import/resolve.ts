import type { ImageRef } from '../../db/schema.ts';
import type { TextValue } from './format.ts';
import type { ImportedFile } from './import-files.ts';
import type { ImportProblem, Located } from './read-records.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/**
 * Resolves what one record refers to (files, categories, markets …) and collects the problems found, so the
 * record can be rejected as a whole with every reason listed.
 */
export class RecordCheck {
  readonly problems: ImportProblem[] = [];
  constructor(
    private readonly at: Located<unknown>,
    private readonly files: Map<string, ImportedFile>,
  ) {}

  fail(subPath: string, message: string): void {
    this.problems.push({ file: this.at.file, path: `${this.at.path}${subPath}`, message });
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }

  file(rel: string, subPath: string): ImportedFile | undefined {
    const file = this.files.get(rel);
    if (!file) this.fail(subPath, `file ${rel} is not in files/`);
    return file;
  }

  image(
    img: { file: string; alt?: TextValue; description?: TextValue } | undefined,
    subPath: string,
  ): ImageRef | undefined {
    if (!img) return undefined;
    const file = this.file(img.file, `${subPath}.file`);
    if (!file) return undefined;
    if (!file.contentType.startsWith('image/')) {
      this.fail(`${subPath}.file`, `${img.file} is not an image`);
      return undefined;
    }
    return {
      key: file.key,
      ...(img.alt ? { alt: img.alt } : {}),
      ...(img.description ? { description: img.description } : {}),
      ...(file.width ? { width: file.width } : {}),
      ...(file.height ? { height: file.height } : {}),
    };
  }

  images(list: { file: string; alt?: TextValue; description?: TextValue }[], subPath: string): ImageRef[] {
    return list.flatMap((img, i) => this.image(img, `${subPath}[${i}]`) ?? []);
  }
}

/** Rich text cleaned per locale. */
export function richText(value: TextValue | undefined): TextValue | undefined {
  if (!value) return undefined;
  const out: Record<string, string> = {};
  for (const [locale, html] of Object.entries(value)) out[locale] = sanitizeHtml(html as string);
  return out as TextValue;
}
