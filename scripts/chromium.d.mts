export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
