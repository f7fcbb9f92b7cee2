import * as v from 'valibot';

/**
 * The per-tenant portal manifest served by the gateway (GET /portal-manifest.json, not cached).
 * `mounts` are the path prefixes a remote owns, so the shell can route to a remote before loading it.
 */
export const PortalRemoteSchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*$/)),
  version: v.string(),
  entry: v.string(),
  mounts: v.array(v.string()),
  enabled: v.optional(v.boolean(), true),
});
export type PortalRemote = v.InferOutput<typeof PortalRemoteSchema>;
export const PortalManifestSchema = v.object({ tenant: v.string(), remotes: v.array(PortalRemoteSchema) });
export type PortalManifest = v.InferOutput<typeof PortalManifestSchema>;

/** Header menu (content/config/header-manifest.json). `access` is a rule of spec 1 §6. */
export interface HeaderMenuItem {
  id: string;
  label: string;
  href?: string;
  access?: string[];
  feature?: string;
  children?: HeaderMenuItem[];
}
export const HeaderMenuItemSchema: v.GenericSchema<HeaderMenuItem> = v.object({
  id: v.string(),
  label: v.string(),
  href: v.optional(v.string()),
  access: v.optional(v.array(v.string())),
  feature: v.optional(v.string()),
  children: v.optional(v.array(v.lazy(() => HeaderMenuItemSchema))),
});
export const HeaderManifestSchema = v.object({ menu: v.optional(v.array(HeaderMenuItemSchema), []) });
export type HeaderManifest = v.InferOutput<typeof HeaderManifestSchema>;

/** Dashboard (content/config/dashboard-manifest.json): banner items and sections of tiles. */
export const DashboardTileSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.optional(v.string()),
  href: v.string(),
  icon: v.optional(v.string()),
  access: v.optional(v.array(v.string())),
  feature: v.optional(v.string()),
});
export type DashboardTile = v.InferOutput<typeof DashboardTileSchema>;
export const DashboardManifestSchema = v.object({
  banner: v.optional(v.array(v.object({ id: v.string(), title: v.string(), text: v.optional(v.string()), image: v.optional(v.string()), href: v.optional(v.string()) })), []),
  sections: v.optional(v.array(v.object({ id: v.string(), title: v.string(), tiles: v.array(DashboardTileSchema) })), []),
});
export type DashboardManifest = v.InferOutput<typeof DashboardManifestSchema>;

/**
 * content/config/config.json: deployment-level settings; defaultScope sets the scope if none.
 * `scopes` lists the tenants /access/scope offers (a free text field without it); `signedToken` is
 * the signed token /access/signed signs in with (issued through /authr/token/issue/auth0).
 */
export const ContentConfigSchema = v.object({
  settings: v.optional(v.object({ defaultScope: v.optional(v.string()) }), {}),
  scopes: v.optional(v.array(v.string())),
  signedToken: v.optional(v.string()),
});
export type ContentConfig = v.InferOutput<typeof ContentConfigSchema>;

/**
 * What the gateway puts in the page it serves, so the shell starts without asking again:
 * in `<script id="lp-boot" type="application/json">`. Each part is checked by the shell with its own
 * schema; a missing or invalid part is fetched as before.
 */
export interface BootData {
  tenant: string;
  manifest: unknown;
  settings?: unknown;
  contentConfig?: unknown;
  /** Signed in: each enabled remote's first scripts by id, which the shell preloads for the area in the URL's hash. */
  areaScripts?: Record<string, string[]>;
  /** Signed in: the answers to bootResponsePaths for the tenant, by path under /_api (the API client answers them once). */
  responses?: Record<string, unknown>;
}
/** A locale's content translation files (spec 1 §7), later ones overriding earlier ones (theme over data). */
export const contentMessagePaths = (locale: string): string[] => [`/content/data/l10n/${locale}.json`, `/content/theme/l10n/${locale}.json`];
/**
 * The reads the first signed-in page waits on that are the same for every user of a tenant: its
 * header and dashboard config files, its html overrides and the content translations of the locales it will likely
 * start in. The gateway puts their answers in the page.
 */
export const bootResponsePaths = (locales: readonly string[]): string[] => [
  '/content/config/header-manifest.json',
  '/content/config/dashboard-manifest.json',
  '/content/theme/html.json',
  ...[...new Set(locales)].flatMap(contentMessagePaths),
];
export const BOOT_DATA_ELEMENT_ID = 'lp-boot';
/** The signed-out visitor's first view (the sign-in logo), kept on screen until a page takes its place. */
export const BOOT_VIEW_ELEMENT_ID = 'lp-boot-view';
/**
 * A signed-in visitor's first views: a <template> of `<div data-path="/dashboard">…</div>`, the areas'
 * landing screens as the gateway rendered them (@portal/build first-views.js); the page's first-view
 * script shows the one the URL's hash names as the boot view (deploy/gateway first-view-script.ts).
 */
export const FIRST_VIEWS_ELEMENT_ID = 'lp-first-views';
