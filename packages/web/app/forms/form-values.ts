import type { z } from 'zod';

/**
 * What a form holds while it is filled in, typed from the input of the domain schema that checks it (so a field
 * renamed in `domain` is an error here, and no form keeps its own list of value types): each named field as a
 * form control holds it, a yes/no as a checkbox's boolean and anything else as the text typed or chosen.
 */
export type FormValues<Schema extends z.ZodType, Field extends keyof z.input<Schema>> = {
  [K in Field]-?: NonNullable<z.input<Schema>[K]> extends boolean ? boolean : string;
};

/** The text fields of a form's values: what a posted form (FormData) carries and a page can show again. */
export type TextFieldOf<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;
