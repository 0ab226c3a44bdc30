import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { serveBuild } from '../../scripts/static-server.mjs';

/** The port .env.contract builds the app for, and the port that build is served on. */
export const CONTRACT_PORT = 4461;
const APP_PORT = 4462;
export const CONTRACT_URL = `http://127.0.0.1:${CONTRACT_PORT}/`;
export const CONTRACT_APP = `http://127.0.0.1:${APP_PORT}/`;

export interface ContractLog {
  violations: { side: string; route: string; field: string; message: string }[];
  /** Calls of documented routes no schema covers yet, by route. */
  unchecked: Record<string, number>;
  /** Calls of routes the contract does not document (ours), by route. */
  undocumented: Record<string, number>;
}

/** Starts `npm run contract-server` as the deployment would run a backend, and serves dist-contract/ beside it. */
export async function startContractRun(): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/contract-server.mjs', `--port=${CONTRACT_PORT}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the contract server stopped (${code}) before it listened`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  const app: Server = await serveBuild('dist-contract', APP_PORT);
  return {
    stop: async () => {
      await new Promise<void>((done) => app.close(() => done()));
      child.kill('SIGTERM');
    },
  };
}

/** What the contract server saw since it started. */
export async function contractLog(): Promise<ContractLog> {
  return (await (await fetch(`${CONTRACT_URL}__contract/log`)).json()) as ContractLog;
}

/** Makes routes fail as a deployment's network or server can ('timeout', 'unauthorized', 'close'); {} clears. */
export async function setFaults(faults: Record<string, string>): Promise<void> {
  await fetch(`${CONTRACT_URL}__contract/faults`, { method: 'POST', body: JSON.stringify(faults) });
}
