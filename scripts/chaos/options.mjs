// The chaos run's command-line options (scripts/chaos.mjs lists them), read and checked once, and where the run's
// builds and static host live.
import { EDITIONS } from './editions.mjs';

const args = process.argv.slice(2);
const option = (name) =>
  args.filter((arg) => arg.startsWith(`--${name}=`)).flatMap((arg) => arg.slice(name.length + 3).split(','));
export const editions = option('edition').length > 0 ? option('edition') : ['restaurant', 'counter', 'takeaway'];
for (const name of editions)
  if (!EDITIONS[name]) throw new Error(`--edition=${name}: only ${Object.keys(EDITIONS).join(', ')}`);
export const seeds = option('seed').length > 0 ? option('seed').map(Number) : [1, 2, 3];
if (seeds.some((seed) => !Number.isInteger(seed))) throw new Error('--seed takes whole numbers');
export const ORDERS = Number(option('orders')[0] ?? 200);
/** Of them, at the screens (the rest through the same client code, scripts/chaos/driver.ts). */
export const UI_ORDERS = 8;
export const NO_BUILD = args.includes('--no-build');
// `--without=reload,second-tab,offline,faults`: leaves those out, to tell which one a problem needs.
export const WITHOUT = new Set(option('without'));
for (const what of WITHOUT)
  if (!['reload', 'second-tab', 'offline', 'faults'].includes(what))
    throw new Error(`--without=${what}: only reload, second-tab, offline and faults`);
const VERBOSE = args.includes('--verbose');
const START = option('start')[0];
if (START && !/^\d{2}:\d{2}$/.test(START)) throw new Error('--start takes a time of day, HH:MM');
/** When the pages' clock starts: now, or today at --start. */
export const startTime = () => (START ? new Date(`${new Date().toDateString()} ${START}`).getTime() : Date.now());
export const OUT_DIR = '/tmp/chaos-dist';
export const DRIVER_DIR = '/tmp/chaos-driver';
export const PORT = 4273;
export const BASE = `http://127.0.0.1:${PORT}/`;

/** Says a step of the run, with the time, under --verbose. */
export const say = (...words) => VERBOSE && console.log(`  [${new Date().toISOString().slice(11, 19)}]`, ...words);
