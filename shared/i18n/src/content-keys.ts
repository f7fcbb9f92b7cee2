/**
 * Keys of a tenant's manifest and profile-field texts in its content translation files (/content/data/l10n/{locale}.json
 * and /content/theme/l10n/{locale}.json, spec 1 §7 and 3 "Translations"). The manifest's own text is the
 * default: a tenant that ships no translation for a key sees the manifest text. Ids are the manifest
 * entries' ids, unique per kind within the manifest (a header item's id among all header items, a
 * tile's among all tiles).
 *
 * - header menu item (any level):  header.menu.<id>
 * - dashboard banner item:         dashboard.banner.<id>.title, dashboard.banner.<id>.text
 * - dashboard section:             dashboard.section.<id>.title
 * - dashboard tile:                dashboard.tile.<id>.title, dashboard.tile.<id>.description
 * - profile field (settings):       profile.field.<name>.label, profile.field.<name>.message (its
 *                                   supportedValuesMessage), profile.field.<name>.option.<value>
 *                                   (an offered value's text; the value saved stays the value)
 * - catalogue extension field:     catalogue.extension.<key> (the label /resolute/GetExtensions gives)
 * - policy link (settings):          policy.<label> (signInPolicies, registationPolicies and
 *                                   footerPolicies labels; the link stays the configured URL)
 *
 * Content files apply to every namespace, so the keys resolve in whichever namespace renders them.
 */
export const contentKeys = {
  headerMenuItem: (id: string): string => `header.menu.${id}`,
  dashboardBanner: (id: string, field: 'title' | 'text'): string => `dashboard.banner.${id}.${field}`,
  dashboardSection: (id: string): string => `dashboard.section.${id}.title`,
  dashboardTile: (id: string, field: 'title' | 'description'): string => `dashboard.tile.${id}.${field}`,
  profileField: (name: string, field: 'label' | 'message'): string => `profile.field.${name}.${field}`,
  profileFieldOption: (name: string, value: string): string => `profile.field.${name}.option.${value}`,
  policy: (label: string): string => `policy.${label}`,
  catalogueExtension: (key: string): string => `catalogue.extension.${key}`,
} as const;
