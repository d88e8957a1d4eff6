export function shellScripts(input: { dist: string; seeds: RegExp[] }): Set<string>;
