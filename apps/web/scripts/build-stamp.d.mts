// Types of build-stamp.mjs (decision 045) for the TypeScript callers: its tests and the Lighthouse bench.
export type BuildState = { distIndexExists: boolean; storedHash: string | null; currentHash: string };
export const WEB_BUILD_INPUTS: string[];
export function sourceHash(root: string, inputs?: string[]): string;
export function needsBuild(state: BuildState): { build: boolean; reason: string };
export function stampPath(webDir: string): string;
export function readStamp(webDir: string): string | null;
export function writeStamp(webDir: string, hash: string): void;
export function clearStamp(webDir: string): void;
export function buildState(repoRoot: string, webDir: string): BuildState;
