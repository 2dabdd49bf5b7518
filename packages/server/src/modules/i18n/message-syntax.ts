import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/*
 * Every translation text is an ICU message, read by FormatJS's maintained parser (ADR 0049). The shop renders
 * messages with its own small formatter (domain/translation-text.ts, which keeps the browser's first view
 * small), so a text may use only what that formatter renders: plain text, `{name}`, and cardinal plurals with
 * `#`. This module is the judge of both.
 */

/** Rich-text tags are not part of our format: `<` is plain text (texts such as "< 5 kg" stay valid). */
const PARSE_OPTIONS = { ignoreTag: true, requiresOtherClause: true, shouldParseSkeletons: false } as const;

function unsupported(elements: readonly MessageFormatElement[]): string | undefined {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.argument:
      case TYPE.pound:
        break;
      case TYPE.plural: {
        if (element.pluralType === 'ordinal') return `{${element.value}, selectordinal} is not supported`;
        if (element.offset !== 0) return `{${element.value}, plural, offset:…} is not supported`;
        for (const option of Object.values(element.options)) {
          const inner = unsupported(option.value);
          if (inner) return inner;
        }
        break;
      }
      default:
        return `{${'value' in element ? element.value : ''}, ${TYPE[element.type]}} is not supported`;
    }
  }
  return undefined;
}

/** Why a text is not a message the shop can show, or undefined when it is one. */
export function messageProblem(text: string): string | undefined {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text, PARSE_OPTIONS);
  } catch (error) {
    return `not a valid ICU message (${error instanceof Error ? error.message : String(error)})`;
  }
  return unsupported(elements);
}

/** The placeholders a valid message fills, `{name}` and plural arguments alike, sorted. */
export function messagePlaceholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) names.add(element.value);
      if (element.type === TYPE.plural) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(text, PARSE_OPTIONS));
  return [...names].sort();
}

/** The plural arguments of a valid message, which take numbers; the other placeholders take any text. */
export function pluralPlaceholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.plural) continue;
      names.add(element.value);
      for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(text, PARSE_OPTIONS));
  return [...names].sort();
}
