export const ICONS: { file: string; size: number; maskable: boolean }[];
export const ICONS_DIR: string;
export function renderIcon(icon: { size: number; maskable: boolean }): Buffer;
