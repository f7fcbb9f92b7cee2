import { AppSettingsSchema, BOOT_DATA_ELEMENT_ID, ContentConfigSchema, PortalManifestSchema, type AppSettings, type ContentConfig, type PortalManifest } from '@portal/contracts';
import * as v from 'valibot';

/**
 * What the gateway put in the page for this visitor (deploy/gateway routes/boot-page.ts):
 * the tenant's manifest, the start-up settings and config.json, so the shell starts without asking for
 * them again. Read once; each part is checked with its schema, and a part that is missing or does not
 * pass is fetched as before.
 */
export interface Boot {
  tenant: string;
  manifest?: PortalManifest;
  settings?: AppSettings;
  contentConfig?: ContentConfig;
  /** Answers for the API client to give once (each checked by its caller's schema then). */
  responses?: Record<string, unknown>;
}

function part<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | undefined {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : undefined;
}

let taken = false;

/** The boot data for the first start only: a Retry starts from the network again. */
export function takeBoot(doc: Document = document): Boot | undefined {
  if (taken) return undefined;
  taken = true;
  return readBoot(doc);
}

export function readBoot(doc: Document = document): Boot | undefined {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof data.tenant !== 'string') return undefined;
  const manifest = part(PortalManifestSchema, data.manifest);
  const settings = part(AppSettingsSchema, data.settings);
  const contentConfig = part(ContentConfigSchema, data.contentConfig);
  const responses = part(v.record(v.string(), v.unknown()), data.responses);
  return {
    tenant: data.tenant,
    ...(manifest ? { manifest } : {}),
    ...(settings ? { settings } : {}),
    ...(contentConfig ? { contentConfig } : {}),
    ...(responses ? { responses } : {}),
  };
}
