import * as v from 'valibot';

/*
 * Tenant administration (docs/DEPLOYMENT.md): a subpath of its own, because only the LMS and
 * an administration screen use it, and the contracts' main entry loads on every page, sign-in included.
 */

/** A tenant administrator sets one named item: PUT …/endpoint/config/items/{name}. */
export const NamedItemNameSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,200}$/, 'letters, digits, . _ - only'));
export const NamedItemUpdateSchema = v.object({ value: v.pipe(v.string(), v.maxLength(4000)) });
/** The role that may change the tenant's named items. */
export const TENANT_ADMINISTRATOR_ROLE = 'Administrator';
