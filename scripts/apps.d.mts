export interface PortalApp {
  /** Folder under the repository root. */
  dir: string;
  packageName: string;
  /** The file (relative to dir) a finished build always writes. */
  built: string;
}
export const ROOT: string;
export const APPS: PortalApp[];
export function appDir(app: PortalApp): string;
export function whyBuild(app: PortalApp): string | null;
export function buildStaleApps(options?: { apps?: PortalApp[]; log?: (line: string) => void }): void;
