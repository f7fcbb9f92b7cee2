import * as v from 'valibot';

/*
 * Catalogue extensions (spec 2 §7, "only when enabled": the tenant's enableCatalogueExtensions):
 * POST /resolute/GetExtensions names the tenant's extension fields, POST /junk/GetItem answers one
 * item's values for them. An item's landing page lists them under their labels.
 */

export const catalogueExtensionPaths = { definitions: '/resolute/GetExtensions', item: '/junk/GetItem' } as const;

export const EXTENSION_TYPES = ['text', 'number', 'url', 'date'] as const;
export const CatalogueExtensionSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z][\w.-]*$/)),
  label: v.pipe(v.string(), v.nonEmpty()),
  type: v.optional(v.picklist(EXTENSION_TYPES), 'text'),
});
export type CatalogueExtension = v.InferOutput<typeof CatalogueExtensionSchema>;

export const GetExtensionsResponseSchema = v.object({ extensions: v.array(CatalogueExtensionSchema) });
export type GetExtensionsResponse = v.InferOutput<typeof GetExtensionsResponseSchema>;

export const GetExtendedItemRequestSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });
export type GetExtendedItemRequest = v.InferOutput<typeof GetExtendedItemRequestSchema>;

export const ExtendedItemSchema = v.object({ id: v.string(), extensions: v.record(v.string(), v.string()) });
export type ExtendedItem = v.InferOutput<typeof ExtendedItemSchema>;

export interface ExtensionRow {
  key: string;
  label: string;
  type: CatalogueExtension['type'];
  value: string;
}

/** The rows a landing page shows: each defined extension the item has a value for, in the definitions' order. */
export function extensionRows(definitions: readonly CatalogueExtension[], values: Readonly<Record<string, string>>): ExtensionRow[] {
  return definitions.flatMap((definition) => {
    const value = values[definition.key]?.trim();
    return value ? [{ key: definition.key, label: definition.label, type: definition.type, value }] : [];
  });
}

/** A url extension is a link only when it is http(s): anything else is shown as text. */
export const isSafeExtensionUrl = (value: string): boolean => /^https?:\/\/[^\s]+$/i.test(value);
