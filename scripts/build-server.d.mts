/** Bundles each entry (paths from the repository's root) into `outdir`, sharing their common code. */
export function bundleServer(options?: { entries?: string[]; outdir?: string }): Promise<void>;
