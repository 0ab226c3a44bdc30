import type { Server } from 'node:http';

export function serveBuild(root: string, port: number, mounts?: Record<string, string>): Promise<Server>;
